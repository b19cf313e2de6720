// What a page really loads, measured in Debian's Chromium: shared by
// scripts/measure-performance.mjs and scripts/check-bundle.mjs (`npm run test:size`), which both put the portal
// beside the card floor (scripts/bare-app).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
// the browser and flags of playwright.config.ts: one source for both
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const DEMO_PASSWORD = 'Welkom01!';
const VERIFICATION_CODE = '12345';

/**
 * Builds the card floor (scripts/bare-app) into `node_modules/.cache/card-floor` and answers that folder: the
 * yardstick that `npm run test:size` and scripts/measure-performance.mjs put beside the portal.
 */
export function buildCardFloor(outDir = resolve('node_modules/.cache/card-floor')) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'scripts/bare-app/vite.config.mjs', '--outDir', outDir, '--logLevel', 'warn'], { stdio: 'inherit' });
  return outDir;
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

async function waitForUrl(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

function startProcess(args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

/**
 * The fake backend on `apiPort` (its own data folder, reset at start) and, for
 * each `{ dist, port }`, `vite preview` of that build: the portal's own
 * vite.config.ts (its headers, its proxy to the backend) unless `bare`.
 */
export async function startServers({ apiPort, sites }) {
  const dataDir = `node_modules/.cache/perf-data-${apiPort}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const children = [startProcess(['--import', 'tsx', 'fake-backend/main.ts'], { API_PORT: String(apiPort), FAKE_DATA_DIR: dataDir, FAKE_QUIET: '1' })];
  for (const site of sites) {
    const viteArgs = ['node_modules/vite/bin/vite.js', 'preview', '--port', String(site.port), '--strictPort', '--outDir', site.dist];
    if (site.bare) viteArgs.push('--config', 'scripts/bare-app/vite.config.mjs');
    children.push(startProcess(viteArgs, { API_PORT: String(apiPort), PORTAL_PORT: String(site.port) }));
  }
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`);
    for (const site of sites) await waitForUrl(`http://127.0.0.1:${site.port}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}

/** An access token for a demo account, as the portal gets it (password, then the fixed code). */
export async function accessTokenFor(apiPort, username) {
  const api = `http://127.0.0.1:${apiPort}/api/account`;
  const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  if (!login.ok) throw new Error(`login of ${username}: ${login.status}`);
  const { loginToken } = await login.json();
  const verified = await fetch(`${api}/validateVerificationCode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${loginToken}` },
    body: JSON.stringify({ verificationCode: VERIFICATION_CODE }),
  });
  if (!verified.ok) throw new Error(`verification of ${username}: ${verified.status}`);
  return (await verified.json()).accessToken;
}

/** The two cookies the portal keeps after a login. */
export async function signIn(context, accessToken, host = 'localhost') {
  const { exp } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const cookie = { domain: host, path: '/', secure: true, sameSite: 'Strict', expires: exp };
  await context.addCookies([
    { ...cookie, name: 'mo_token', value: accessToken },
    { ...cookie, name: 'mo_token_expiry', value: String(exp * 1000) },
  ]);
}

// Layout shifts and the largest paint, summed from the page's first byte (not after input, as CLS counts them).
const OBSERVE_LAYOUT = `
  window.__perf = { cls: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__perf.cls += entry.value;
      const rect = (r) => Math.round(r.y) + '+' + Math.round(r.height);
      window.__perf.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        nodes: (entry.sources || []).map((source) => (source.node ? source.node.className || source.node.nodeName : '?') + ' (y ' + rect(source.previousRect) + ' → ' + rect(source.currentRect) + ')').join(', '),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * Loads `url` in a fresh context and waits until the network is idle: which
 * scripts the browser fetched (each body gzipped here, level 9, whatever the
 * server sent), how many requests, which ones were made twice, and CLS.
 * `phone`: 390×844 with the CPU 4× slower (CDP), as the issue measures the dashboard.
 */
export async function measurePageLoad(browser, url, { phone = false, beforeLoad, settleMs = 1500 } = {}) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'nl-NL' } : { viewport: { width: 1280, height: 800 }, locale: 'nl-NL' },
  );
  try {
    if (beforeLoad) await beforeLoad(context);
    const page = await context.newPage();
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.addInitScript(OBSERVE_LAYOUT);
    const requests = [];
    const scripts = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, encoding: response.headers()['content-encoding'] ?? 'none' }),
          () => ({ url: response.url(), bytes: 0, gzip: 0, encoding: 'unread' }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
    const layout = await page.evaluate(() => window.__perf);
    const scriptFiles = await Promise.all(scripts);
    const counts = new Map();
    for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
    return {
      url,
      requests: requests.length,
      twice: [...counts].filter(([, count]) => count > 1).map(([request, count]) => `${request} ×${count}`),
      scripts: scriptFiles,
      jsGzip: scriptFiles.reduce((sum, file) => sum + file.gzip, 0),
      jsBytes: scriptFiles.reduce((sum, file) => sum + file.bytes, 0),
      cls: layout.cls,
      shifts: layout.shifts,
    };
  } finally {
    await context.close();
  }
}

/**
 * The first paint of `url` in Chromium without throttling, in ms from navigation: when the scripts it had before
 * DOMContentLoaded were in, DOMContentLoaded itself (every module evaluated) and the first contentful paint. Where
 * the time before the first paint goes that Lighthouse's simulation multiplies (issue 30).
 */
export async function measureFirstPaint(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 10_000 });
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= navigation.domContentLoadedEventStart);
      return {
        scriptsIn: Math.round(Math.max(0, ...scripts.map((entry) => entry.responseEnd))),
        domContentLoaded: Math.round(navigation.domContentLoadedEventEnd),
        firstContentfulPaint: Math.round(performance.getEntriesByName('first-contentful-paint')[0].startTime),
      };
    });
  } finally {
    await context.close();
  }
}

export const describeShift = (shift) => `shift ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.nodes}`;

export const kB = (bytes) => (bytes / 1024).toFixed(1);
