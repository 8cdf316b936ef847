import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './testing/services/find-chromium.ts';
import { previewWebServer } from './testing/preview-web-server.ts';
import { SWEEP_SPECS, SWEEP_TAG } from './tests/e2e/support/sweep.ts';

// `npm run test:sweep`: the checks made of every route, on all of them — the low-vision version in
// every colour scheme at the largest size (docs/product.md, «The low-vision version»), axe in both
// themes, hydration in both themes, no request to another host — on a 320 px phone and a desktop,
// the production build as in playwright.config.ts — and the deployed web editor, whose files start
// a stack of their own. Its tests carry the tag SWEEP (tests/e2e/support/sweep.ts); `npm test` runs
// a few routes of each check. CI runs it through `npm test -- --sweep`, counted in the totals line.
const previewPort = Number(process.env.E2E_PORT ?? 5273);
const apiPort = Number(process.env.E2E_API_PORT ?? 3273);
const launchOptions = { executablePath: findTestChromium(), args: CHROMIUM_ARGS };
const baseURL = `http://127.0.0.1:${previewPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: SWEEP_SPECS,
  grep: SWEEP_TAG,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  use: { trace: 'off', launchOptions, colorScheme: 'light' },
  projects: [
    { name: 'phone-320', use: { ...devices['Pixel 7'], viewport: { width: 320, height: 568 }, baseURL, launchOptions } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, baseURL, launchOptions } },
  ],
  webServer: previewWebServer(previewPort, apiPort),
});
