import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.ts';
import { previewWebServer } from './tests/support/preview-web-server.ts';

// `npm run test:sweep` (issue 15): the low-vision version on every route, in every colour scheme,
// at the largest size, on a 320 px phone and a desktop — the production build, as in
// playwright.config.ts. CI runs it through `npm test -- --sweep`, which counts it in the totals line.
const previewPort = Number(process.env.E2E_PORT ?? 5273);
const apiPort = Number(process.env.E2E_API_PORT ?? 3273);
const launchOptions = { executablePath: findChromium(), args: CHROMIUM_ARGS };
const baseURL = `http://127.0.0.1:${previewPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /low-vision-sweep\.spec\.ts/,
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
