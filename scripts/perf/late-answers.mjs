#!/usr/bin/env node
// Does anything jump when the answers come late? A measure, not a test: it prints, it does not fail.
//
//   node scripts/perf/late-answers.mjs [--route name …] [--width 1280|390] [--each] [--late regex …] [--after-paint]
//                                      [--delay ms] [--no-build] [--dist dir] [--json file]
//
// For every logged-in route of the route table (domain/access/routes.ts, with the params and the demo user below)
// and a few public ones, at 1280×800 and 390×844, it opens the page in Debian's Chromium with every GET to /api/,
// /content/ and /statics/ held for `--delay` ms (1500), records the layout shifts without recent input (as CLS counts
// them, with the nodes that moved) until the page has settled (no request in flight for a while, then a quiet
// moment), and prints per route and width the sum of the shifts and what moved.
// `--each` adds a second pass per route and width: each call the first pass saw is held alone while the others
// answer at once (one page load per call: about 10 s a call on a quiet machine, so pick routes with --route).
// On a loaded machine a screen's own chunk can take longer than the delay: the answer is then in before the first paint
// and nothing is seen to move. `--after-paint` holds each call until the screen's h1 is painted (at most 3 s: the
// frame itself may wait for it), then the delay.
// `--late` holds only the calls whose path matches one of the expressions (the first pass), to try a combination.
// A shift whose every moved node sits in a dialog or a fixed box (the bottom dock: news, consent) is listed but
// not counted ("fixed").
//
// It builds the portal into dist/ first (as `npm run build`; `--no-build` uses the build there is, `--dist` another
// one), and serves it with `vite preview` beside its own fake backend on LATE_PORT_BASE (default 4000): API +1,
// portal +73. `--json` writes every figure and shift to a file.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { accessTokenFor, launchBrowser, signIn, startServers } from './page-load.mjs';

const { AUTHENTICATED_ROUTES, PUBLIC_ROUTES } = await tsImport('../../domain/access/routes.ts', import.meta.url);

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const values = (name) => args.flatMap((arg, index) => (arg === `--${name}` && args[index + 1] ? [args[index + 1]] : arg.startsWith(`--${name}=`) ? [arg.slice(name.length + 3)] : []));
const delayMs = Number(values('delay')[0] ?? 1500);
const afterPaint = flag('after-paint');
const onlyRoutes = values('route');
const lateOnly = values('late').map((source) => new RegExp(source));
const onlyWidths = values('width').map(Number);
const jsonOut = values('json')[0];
const dist = resolve(values('dist')[0] ?? 'dist');
const base = Number(process.env.LATE_PORT_BASE ?? 4000);
const apiPort = base + 1;
const portalPort = base + 73;
const origin = `http://localhost:${portalPort}`;

/** Below this a shift is noise; above it, it is a finding (the e2e tests assert CLS < 0.005). */
const THRESHOLD = 0.005;

const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
];

/**
 * How each route is opened: a path with params that show the screen with its data, not an error (`{year}`,
 * `{contract}` and `{agreement}`: the policy year `polis-wijzigen` leads `hoofdverzekerde` to, her contract and
 * agreement, looked up at the start), and a demo user who may open it. A route missing here is opened as
 * `hoofdverzekerde` at its path, if it has no params.
 */
const OPEN = {
  'request-policy-for-year': { path: '/polis-aanvragen/{year}/{contract}/{agreement}/true' },
  'edit-policy-for-year': { path: '/polis-wijzigen/{year}/{contract}/{agreement}/false' },
  'message-box-cluster': { path: '/berichtenbox/polis' },
  'payment-details-edit': { path: '/betaalgegevens-wijzigen/{agreement}' },
  'medical-selection': { path: '/medische-selectie/{year}/{contract}/{agreement}' },
  // the yearly check is required only for her
  'insurance-right': { user: 'buitenland' },
  // what a defaulter asks: the page with a running arrangement and the bills behind it
  'payment-arrangement': { user: 'wanbetaler' },
  // the route itself logs out
  logout: null,
};
const PUBLIC = ['login', 'register', 'forgot-password'];

function routesToOpen(params) {
  const rows = [];
  const filled = (path) => path.replace(/\{(\w+)\}/g, (_, key) => params[key]);
  for (const name of PUBLIC) rows.push({ name, path: `/${PUBLIC_ROUTES[name]}`, user: null });
  for (const [name, path] of Object.entries(AUTHENTICATED_ROUTES)) {
    const open = OPEN[name];
    if (open === null) continue;
    if (!open?.path && path.includes(':')) throw new Error(`route ${name} (${path}) needs params in OPEN`);
    rows.push({ name, path: open?.path ? filled(open.path) : `/${path}`, user: open?.user ?? 'hoofdverzekerde' });
  }
  const unknown = onlyRoutes.filter((name) => !rows.some((row) => row.name === name));
  if (unknown.length) throw new Error(`unknown route(s): ${unknown.join(', ')}`);
  return onlyRoutes.length ? rows.filter((row) => onlyRoutes.includes(row.name)) : rows;
}

// In the page from its first byte: each shift without recent input, its value, and each moved node described at the
// moment it moved (a CSS-like path, its text's start, before → after), and whether it sits in a dialog or a fixed box.
const OBSERVE_SHIFTS = `(() => {
  const shifts = [];
  window.__lateShifts = shifts;
  const describe = (node) => {
    let element = node && node.nodeType === 1 ? node : node && node.parentElement;
    if (!element) return { path: '?', text: '', fixed: false };
    const parts = [];
    for (let at = element; at && at !== document.body && parts.length < 3; at = at.parentElement) {
      const id = at.getAttribute('data-testid') ? '[data-testid=' + at.getAttribute('data-testid') + ']' : '';
      const classes = typeof at.className === 'string' && at.className.trim() ? '.' + at.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
      parts.unshift(at.tagName.toLowerCase() + classes + id);
    }
    let fixed = false;
    for (let at = element; at; at = at.parentElement) {
      if (at.tagName === 'DIALOG' || at.getAttribute('role') === 'dialog' || getComputedStyle(at).position === 'fixed') { fixed = true; break; }
    }
    return { path: parts.join(' > '), text: (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40), fixed };
  };
  const box = (rect) => Math.round(rect.x) + ',' + Math.round(rect.y) + ' ' + Math.round(rect.width) + '×' + Math.round(rect.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((source) => ({ ...describe(source.node), from: box(source.previousRect), to: box(source.currentRect) }));
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources, fixed: sources.length > 0 && sources.every((source) => source.fixed) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

const isLateCall = (request) => request.method() === 'GET' && /^\/(api|content|statics)\//.test(new URL(request.url()).pathname);
/** A call by its path (the query is the same call asked another way, e.g. another year). */
const callKey = (request) => new URL(request.url()).pathname;

const tokens = new Map();
async function tokenFor(user) {
  const kept = tokens.get(user);
  if (kept && kept.until > Date.now()) return kept.token;
  const token = await accessTokenFor(apiPort, user);
  // the token lives 30 minutes: ask again after 20
  tokens.set(user, { token, until: Date.now() + 20 * 60_000 });
  return token;
}

/**
 * Opens `row` at `width` with the calls `isHeld` picks held for `delayMs`, and waits until the page has settled: no
 * request in flight for 1.5 s, then 0.5 s without a new shift. Answers the shifts and the calls it saw.
 */
async function measure(browser, row, width, isHeld) {
  const context = await browser.newContext({ viewport: width.viewport, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  try {
    if (row.user) await signIn(context, await tokenFor(row.user), 'localhost');
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_SHIFTS);
    const calls = new Set();
    let inFlight = 0;
    let lastActivity = Date.now();
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (isLateCall(request)) {
        calls.add(callKey(request));
        if (isHeld(request)) {
          // a call the frame itself waits for (config.json, a route's authorisation) goes after 3 s
          if (afterPaint) await page.locator('h1').first().waitFor({ timeout: 3_000 }).catch(() => {});
          await new Promise((resolveDelay) => setTimeout(resolveDelay, delayMs));
        }
      }
      await route.continue().catch(() => {});
    });
    const started = Date.now();
    await page.goto(`${origin}${row.path}`, { waitUntil: 'load', timeout: 60_000 });
    // settled: nothing in flight for 1.5 s (a held call counts as in flight), at most 45 s
    while (Date.now() - started < 45_000 && (inFlight > 0 || Date.now() - lastActivity < 1500)) await page.waitForTimeout(100);
    let count = -1;
    for (;;) {
      const now = await page.evaluate(() => window.__lateShifts.length);
      if (now === count) break;
      count = now;
      await page.waitForTimeout(500);
    }
    const shifts = await page.evaluate(() => window.__lateShifts);
    return {
      endsOn: new URL(page.url()).pathname,
      heading: (await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null))?.trim() ?? null,
      cls: shifts.filter((shift) => !shift.fixed).reduce((sum, shift) => sum + shift.value, 0),
      fixedCls: shifts.filter((shift) => shift.fixed).reduce((sum, shift) => sum + shift.value, 0),
      shifts,
      calls: [...calls],
      ms: Date.now() - started,
    };
  } finally {
    await context.close();
  }
}

const figure = (value) => value.toFixed(4);

function printResult(label, result) {
  const mark = result.cls >= THRESHOLD ? '  ✗' : '';
  const fixed = result.fixedCls > 0 ? ` (+ ${figure(result.fixedCls)} in fixed boxes, not counted)` : '';
  console.log(`  ${label}: CLS ${figure(result.cls)}${fixed}${mark}  [${result.endsOn}, ${(result.ms / 1000).toFixed(1)} s]`);
  for (const shift of result.shifts) {
    if (shift.value < 0.0001) continue;
    console.log(`    ${shift.fixed ? '(fixed) ' : ''}${figure(shift.value)} at ${shift.at} ms`);
    for (const source of shift.sources) console.log(`      ${source.path}${source.text ? ` "${source.text}"` : ''}: ${source.from} → ${source.to}`);
  }
}

if (!flag('no-build')) {
  console.log(`Building the portal into ${dist} …`);
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
}

/**
 * The params of `hoofdverzekerde`'s policy screens: her agreement and contract from the fake backend, the year from
 * where `polis-wijzigen` leads her (next year from 12 November, else this one).
 */
async function policyParams(browser) {
  const read = async (collection) => (await fetch(`http://127.0.0.1:${apiPort}/__fake/db/${collection}`)).json();
  const [accounts, customers, agreements] = await Promise.all([read('accounts'), read('customers'), read('agreements')]);
  const account = accounts.find((entry) => entry.username === 'hoofdverzekerde');
  const customer = customers.find((entry) => entry.customerNumber === account?.customerNumber);
  const agreement = agreements.find((entry) => entry.agreementId === customer?.agreementId);
  if (!agreement) throw new Error('the seeded agreement of hoofdverzekerde was not found');
  const context = await browser.newContext();
  try {
    await signIn(context, await tokenFor('hoofdverzekerde'), 'localhost');
    const page = await context.newPage();
    await page.goto(`${origin}/polis-wijzigen`);
    await page.waitForURL(/\/(polis-wijzigen\/\d{4}\/|polisoverzicht)/, { timeout: 30_000 }).catch(() => {});
    const year = /\/polis-wijzigen\/(\d{4})\//.exec(page.url())?.[1] ?? String(new Date().getFullYear());
    return { year, contract: agreement.contractCode, agreement: agreement.agreementId };
  } finally {
    await context.close();
  }
}

const widths = onlyWidths.length ? WIDTHS.filter((width) => onlyWidths.includes(Number(width.name))) : WIDTHS;
const servers = await startServers({ apiPort, sites: [{ dist, port: portalPort }] });
const browser = await launchBrowser();
const table = [];
try {
  const rows = routesToOpen(await policyParams(browser));
  console.log(
    `Every GET to /api/, /content/ and /statics/ held ${delayMs} ms${afterPaint ? ' after the h1 is painted' : ''}; CLS is the sum of the shifts without input (✗ from ${THRESHOLD}).`,
  );
  for (const row of rows) {
    console.log(`\n${row.name} ${row.path}${row.user ? ` as ${row.user}` : ''}`);
    for (const width of widths) {
      const held = lateOnly.length ? (request) => lateOnly.some((pattern) => pattern.test(callKey(request))) : () => true;
      const all = await measure(browser, row, width, held);
      printResult(`${width.name}, ${lateOnly.length ? 'the --late calls' : 'all'} late`, all);
      const line = { route: row.name, path: row.path, width: width.name, all: all.cls, fixed: all.fixedCls, shifts: all.shifts, each: [] };
      if (flag('each')) {
        for (const call of all.calls) {
          const alone = await measure(browser, row, width, (request) => callKey(request) === call);
          if (alone.cls >= THRESHOLD || alone.shifts.some((shift) => !shift.fixed && shift.value >= 0.001)) printResult(`${width.name}, ${call} late alone`, alone);
          line.each.push({ call, cls: alone.cls, shifts: alone.shifts });
        }
        const worst = line.each.reduce((max, entry) => (entry.cls > max.cls ? entry : max), { call: '-', cls: 0 });
        console.log(`  ${width.name}, each call late alone (${line.each.length} calls): worst ${figure(worst.cls)} (${worst.call})`);
      }
      table.push(line);
    }
  }
} finally {
  await browser.close();
  servers.stop();
}

console.log(`\nroute                          ${widths.map((width) => `${width.name.padStart(6)} all`).join(' ')}${flag('each') ? '   worst alone' : ''}`);
for (const route of new Set(table.map((line) => line.route))) {
  const lines = table.filter((line) => line.route === route);
  const cells = lines.map((line) => `${figure(line.all)}${line.all >= THRESHOLD ? '✗' : ' '}`.padStart(10));
  const worstAlone = flag('each') ? `   ${lines.map((line) => figure(Math.max(0, ...line.each.map((entry) => entry.cls)))).join(' / ')}` : '';
  console.log(`${route.padEnd(30)} ${cells.join(' ')}${worstAlone}`);
}
if (jsonOut) {
  writeFileSync(jsonOut, JSON.stringify({ delayMs, afterPaint, table }, null, 2));
  console.log(`\nwritten: ${jsonOut}`);
}
