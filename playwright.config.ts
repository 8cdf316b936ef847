import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './testing/services/find-chromium.ts';
import { previewWebServer } from './testing/preview-web-server.ts';
import { livePreviewPorts } from './testing/live-preview.ts';
import { SWEEP_TAG } from './tests/e2e/support/sweep.ts';

// Browser tests in Debian's Chromium (testing/services/find-chromium.ts). Most run against the production build served by
// `npm run preview` (what visitors get, and fast): the run's one shared build (testing/build/test-build.ts).
// The dev-stack project goes through npm start's
// own stack (content watch, json-server API, Vite dev server); the live-preview project runs that
// stack over a temporary copy of content/ that its tests edit, with a fresh Vite cache.
const previewPort = Number(process.env.E2E_PORT ?? 5273);
const devPort = previewPort + 1;
const apiPort = Number(process.env.E2E_API_PORT ?? 3273);
const launchOptions = { executablePath: findTestChromium(), args: CHROMIUM_ARGS };
const preview = `http://127.0.0.1:${previewPort}`;
const dev = `http://127.0.0.1:${devPort}`;
const live = `http://127.0.0.1:${livePreviewPorts().port}`;
const DEV_STACK_SPECS = /api-through-app\.spec\.ts/;
// the forms through the clinic's receiver: on the production build and on npm start's stack alike
const RECEIVER_SPECS = /forms-receiver\.spec\.ts/;
// npm start over a temporary copy of content/: the live preview, and the web editor saving into it
const LIVE_PREVIEW_SPECS = /(?:live-preview|web-editor|web-editor-text|web-editor-trial|web-editor-pictures|web-editor-history)\.spec\.ts/;
// a cheap phone on a poor network (CDP throttling): the phone project's alone, a desktop run of it would repeat it
const SLOW_PHONE_SPECS = /slow-phone\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // two browsers at once: most of a test's time is waiting on a page, not the CPU. The projects
  // that edit shared state (the live preview's content copy, npm start's stack) keep one worker each
  workers: 2,
  retries: 0,
  // the checks of every route run four routes here; the others, tagged @sweep, run in the sweep's
  // config (playwright.sweep.config.ts, `npm run test:sweep`; CI runs it too)
  grepInvert: SWEEP_TAG,
  timeout: 30_000,
  // a bound on waiting for what a visitor would see, not a check of speed (the benchmarks time it):
  // with two test runs and a busy loop on the 2 cores (load 12+), the first search of a page — the
  // search UI, its engine and the index's fragments loading — once took over the default 5 s
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { trace: 'off', launchOptions },
  // the one-worker projects first: the live preview's editor tests take three minutes in their one
  // worker, which the other worker spends on the desktop and phone projects; listed last, they ran
  // alone at the end of the run
  projects: [
    {
      name: 'live-preview',
      workers: 1,
      testMatch: LIVE_PREVIEW_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, baseURL: live, launchOptions },
    },
    { name: 'dev-stack', workers: 1, testMatch: [DEV_STACK_SPECS, RECEIVER_SPECS], use: { ...devices['Desktop Chrome'], baseURL: dev, launchOptions } },
    {
      name: 'desktop',
      testIgnore: [DEV_STACK_SPECS, LIVE_PREVIEW_SPECS, SLOW_PHONE_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, baseURL: preview, launchOptions },
    },
    { name: 'phone', testIgnore: [DEV_STACK_SPECS, LIVE_PREVIEW_SPECS], use: { ...devices['Pixel 7'], baseURL: preview, launchOptions } },
  ],
  webServer: [
    previewWebServer(previewPort, apiPort),
    {
      command: 'npx tsx tooling/start.ts',
      url: `${dev}/api/header-tabs`,
      // a data folder of its own: the repo's dist-data/ belongs to whoever runs npm start by hand
      // the web editor's local proxy on a free port: 8081 may be a developer's own npm start
      env: { PORT: String(devPort), API_PORT: String(apiPort + 1), EDITOR_PORT: '0', DATA_DIR: path.join(os.tmpdir(), `neuro-clinic-dev-stack-${devPort}`) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx testing/start-live-preview.ts',
      url: `${live}/api/header-tabs`,
      env: { PORT: String(livePreviewPorts().port), API_PORT: String(livePreviewPorts().apiPort), EDITOR_PORT: String(livePreviewPorts().editorPort) },
      reuseExistingServer: false,
      // stopped rather than killed, so it removes its temporary content copy
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
