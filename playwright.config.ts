import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * Chromium never runs under libfaketime (scripts/suite-on-dates.mjs moves Node's clock with it; Chromium's zygote
 * hangs under it): the browser gets the environment without it, and the page's `Date` is shifted instead.
 */
const browserEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME')),
);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts/results',
  // each worker has fake backends and a portal of its own (e2e/support/servers.ts), started by the global setup;
  // each test resets its worker's fake backend, so tests run side by side (--workers=N for another number)
  workers: 2,
  // tests, not files, are shared out: a long spec file no longer ends the run on one worker while the other waits
  fullyParallel: true,
  globalSetup: './e2e/support/global-setup.ts',
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL: the worker's own portal (the `baseURL` fixture in e2e/support/test.ts)
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], env: browserEnv },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
