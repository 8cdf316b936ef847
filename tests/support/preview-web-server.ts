// The production build served by `npm run preview`, as the browser tests' web server: the main
// Playwright config and the sweep's use the same one, so their builds cannot drift apart.

export function previewWebServer(previewPort: number, apiPort: number) {
  return {
    command: 'npx tsx server/build/build.ts && npx tsx server/preview/preview.ts',
    url: `http://127.0.0.1:${previewPort}/api/header-tabs`,
    // FORMS=local: this build posts the forms to the local sink on purpose (docs/forms.md);
    // ALLOW_SAMPLE_DATA=1: it shows the content's sample values on purpose (content/README.md)
    env: { PORT: String(previewPort), API_PORT: String(apiPort), CI: '1', FORMS: 'local', ALLOW_SAMPLE_DATA: '1' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
