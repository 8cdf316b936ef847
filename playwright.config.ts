import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.ts';

// End-to-end tests run through npm start's own stack (content watch, json-server API, Vite),
// on ports of their own, in Debian's Chromium (STACK.md).
const appPort = Number(process.env.E2E_PORT ?? 5273);
const apiPort = Number(process.env.E2E_API_PORT ?? 3273);
const baseURL = `http://127.0.0.1:${appPort}`;
const launchOptions = { executablePath: findChromium(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, trace: 'off', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `${baseURL}/api/header-tabs`,
    env: { PORT: String(appPort), API_PORT: String(apiPort) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
