import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** E2E_PORT_BASE moves all three servers, so that two suites can run side by side. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
export const API_PORT = PORT_BASE + 1;
/** A second fake backend whose access tokens live only a few seconds (session-expiry tests). */
export const SHORT_SESSION_API_PORT = PORT_BASE + 2;
export const SHORT_SESSION_SECONDS = 6;
export const PORTAL_PORT = process.env.E2E_PORT_BASE ? PORT_BASE + 73 : 4173;
/** the built portal that vite preview serves (E2E_DIST for a build of one's own) */
const DIST = process.env.E2E_DIST ?? 'dist';

const backend = (port: number, extraEnv: Record<string, string> = {}) => ({
  command: 'node --import tsx fake-backend/main.ts',
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { API_PORT: String(port), FAKE_DATA_DIR: `e2e/.artifacts/data-${port}`, FAKE_QUIET: '1', ...extraEnv },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts/results',
  // one shared fake backend whose state each test resets: run the tests one after another
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORTAL_PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    backend(API_PORT),
    backend(SHORT_SESSION_API_PORT, { ACCESS_TOKEN_LIFETIME_SECONDS: String(SHORT_SESSION_SECONDS) }),
    {
      command: `node node_modules/vite/bin/vite.js preview --port ${PORTAL_PORT} --strictPort --outDir ${DIST}`,
      url: `http://localhost:${PORTAL_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_PORT: String(API_PORT), PORTAL_PORT: String(PORTAL_PORT) },
    },
  ],
});
