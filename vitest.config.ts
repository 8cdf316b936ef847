import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { navigationFallbackPlugin } from './tooling/vite/navigation-fallback.ts';
import { pageSchemaPlugin } from './tooling/vite/page-schema.ts';

export default defineConfig({
  plugins: [react(), navigationFallbackPlugin(path.resolve(import.meta.dirname, 'content')), pageSchemaPlugin()],
  test: {
    // the commands the tests spawn run from their bundles (dist-node/): built here if a source changed
    globalSetup: ['testing/bundles-setup.ts'],
    // the production builds of the tests use the local form sink on purpose (tooling/vite/forms-guard.ts)
    env: { FORMS: 'local' },
    // a timeout only catches a hang: with another test run and a CPU hog beside `npm test` (the soak
    // of scripts/soak.sh, load 10–13), starting one tsx CLI took over 30 s (forms-guard, cli), and
    // the form tests typing into a jsdom form with a 250-option select up to 26 s
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // 2 cores: spawned CLIs and servers run beside the workers
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/**/*.test.ts'], exclude: ['tests/app/**', 'tests/e2e/**'] },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/app/setup.ts'],
          // each file in a VM context of a kept process rather than a process of its own: jsdom
          // and React are loaded once, not 60-odd times (71 s → 25 s on 2 cores), and every file
          // still gets a module graph and a window of its own (passes in any order, vi.mock works)
          pool: 'vmForks',
        },
      },
      {
        // the real content's prerendered HTML, hydrated by the app: node (the content build) and DOM at once
        extends: true,
        test: { name: 'prerender', environment: 'jsdom', include: ['tests/content/**/*.test.tsx'], setupFiles: ['tests/app/setup.ts'] },
      },
    ],
  },
});
