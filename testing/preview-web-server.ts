// The production build served by `npm run preview`, as the browser tests' web server: the main
// Playwright config and the sweep's use the same one — the run's shared build (testing/build/test-build.ts),
// made here only when the folder does not hold a current one (a Playwright run on its own).
import { previewReceiverDir } from './preview-receiver.ts';

export function previewWebServer(previewPort: number, apiPort: number) {
  return {
    command: 'npx tsx testing/serve-test-build.ts',
    url: `http://127.0.0.1:${previewPort}/api/header-tabs`,
    // FORMS=local: the build posts the forms to the local sink on purpose (docs/forms.md), and
    // the preview's headers follow the same settings
    env: {
      PORT: String(previewPort),
      API_PORT: String(apiPort),
      CI: '1',
      FORMS: 'local',
      ALLOW_SAMPLE_DATA: '1',
      RECEIVER_DATA_DIR: previewReceiverDir(apiPort),
      RECEIVER_DATA_DIR_FRESH: '1',
    },
    reuseExistingServer: false,
    // a build of its own when there is none yet: about a minute, more on busy cores
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
