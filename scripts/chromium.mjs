// Debian's Chromium and the flags it runs with, in one place: playwright.config.ts (the e2e),
// scripts/perf/page-load.mjs (test:size and measure-performance, also Lighthouse's launch) and
// scripts/ensure-chromium.mjs read them from here. Types: chromium.d.mts.

/** Debian's Chromium (installed with apt; nothing downloads a browser of its own). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless in a container: no sandbox, GPU, shared memory, background traffic or QUIC (TOOLCHAIN.md trap 6). */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);
