#!/usr/bin/env node
// The portal beside the card floor (issue 30), built and measured in one run:
//   node scripts/measure-performance.mjs [--runs=5] [--dashboard-runs=8] [--no-build] [--no-lighthouse] [--http1] [--no-sweep] [--check] [--verbose]
// 1. builds the portal (dist-perf/portal) and the card floor (scripts/bare-app: every runtime package of the design
//    card doing its first-screen job, and one login form);
// 2. serves both with `vite preview` and the fake backend on PERF_PORT_BASE (default 3200): API +1, portal +73,
//    floor +74;
// 3. in Debian's Chromium: the JavaScript each login page fetches until the network is idle (every script body
//    gzipped, level 9), its requests and CLS; the dashboard of `hoofdverzekerde` at 390×844 with the CPU 4× slower,
//    `--dashboard-runs` times (CLS in each run, requests made twice); every logged-in screen without parameters for
//    three accounts (requests made twice);
// 4. Lighthouse (mobile, simulated throttling, performance only) on both login pages, alternating, `--runs` times
//    each, the median: over HTTP/2 as production serves them (each preview behind an HTTP/2 front, +75 and +76:
//    scripts/perf/http2-front.mjs), or with `--http1` straight from `vite preview`; and what its simulated first
//    paint waits for (scripts/perf/lantern.mjs: the requests, their bytes and the main-thread time in its graph);
//    and, as many times, each login page's first paint in Chromium unthrottled (when its scripts were in,
//    DOMContentLoaded, the first contentful paint);
// 5. prints the figures side by side. `--check` fails when a target of issue 30 is missed: login JavaScript at most
//    1.00× the floor's, a Lighthouse score at least the floor's and a blocking time at most the floor's (medians of
//    the same run), Lighthouse CLS ≤ 0.02, dashboard CLS ≤ 0.02 in every run, no request made twice on any screen.
// `--verbose` lists the login page's scripts and the long tasks of Lighthouse's own trace.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startHttp2Front } from './perf/http2-front.mjs';
import { firstPaintGraph } from './perf/lantern.mjs';
import { accessTokenFor, buildCardFloor, describeShift, kB, launchBrowser, measureFirstPaint, measurePageLoad, signIn, startServers } from './perf/page-load.mjs';

const { AUTHENTICATED_ROUTES } = await tsImport('../domain/access/routes.ts', import.meta.url);
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 5);
const dashboardRuns = option('dashboard-runs', 8);
const base = Number(process.env.PERF_PORT_BASE ?? 3200);
const apiPort = base + 1;
const portalPort = base + 73;
const floorPort = base + 74;
const portalHttp2Port = base + 75;
const floorHttp2Port = base + 76;
const portalDist = resolve('dist-perf/portal');
const floorDist = resolve('dist-perf/floor');

if (!flag('no-build')) {
  console.log('Building the portal and the card floor …');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', portalDist, '--emptyOutDir'], { stdio: 'inherit' });
  buildCardFloor(floorDist);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The main-thread tasks of Lighthouse's own (unthrottled) trace that its simulation turns into blocking time: it
 * multiplies each by 4, so a task over 12.5 ms here counts. Each with the trace events that fill it most.
 */
function observedLongTasks(events) {
  const navigation = events.find((event) => event.name === 'navigationStart')?.ts ?? events[0]?.ts ?? 0;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.dur > 12_500);
  return tasks.map((task) => {
    const inside = events
      .filter((event) => event.pid === task.pid && event.tid === task.tid && event.name !== 'RunTask' && event.dur > 2_000 && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
      .slice(0, 4)
      .map((event) => `${event.name}${event.args?.data?.url ? ` ${event.args.data.url.replace(/.*\//, '')}` : ''} ${(event.dur / 1000).toFixed(1)}`);
    return `at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms (${inside.join(', ')})`;
  });
}

async function lighthouseRun(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  // the HTTP/2 fronts' certificate is self-signed
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS] });
  try {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    return {
      observedTasks: observedLongTasks(artifacts.Trace?.traceEvents ?? []),
      firstPaintGraph: await firstPaintGraph(lhr, artifacts),
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    };
  } finally {
    await chrome.kill();
  }
}

const summary = (results) => ({
  score: median(results.map((result) => result.score)),
  lcp: median(results.map((result) => result.lcp)),
  fcp: median(results.map((result) => result.fcp)),
  tbt: median(results.map((result) => result.tbt)),
  cls: median(results.map((result) => result.cls)),
  lcpElement: results.at(-1)?.lcpElement ?? '',
  firstPaintRequests: median(results.map((result) => result.firstPaintGraph.requests)),
  firstPaintBytes: median(results.map((result) => result.firstPaintGraph.bytes)),
  firstPaintCpuMs: median(results.map((result) => result.firstPaintGraph.cpuMs)),
  firstPaintLast: results.at(-1)?.firstPaintGraph.last ?? '',
  runs: results,
});

/** Both login pages in turn, `runs` times: a busier moment of the machine weighs on both alike. */
async function lighthouseSideBySide(portalUrl, floorUrl) {
  const portal = [];
  const floor = [];
  for (let run = 0; run < runs; run += 1) {
    portal.push(await lighthouseRun(portalUrl));
    floor.push(await lighthouseRun(floorUrl));
  }
  return { portal: summary(portal), bare: summary(floor) };
}

/** Both login pages in Lighthouse, over HTTP/2 fronts for their `vite preview` servers unless `--http1`. */
async function lighthouseOverProtocol() {
  if (flag('http1')) return lighthouseSideBySide(`http://localhost:${portalPort}/inloggen`, `http://localhost:${floorPort}/inloggen`);
  const fronts = [
    await startHttp2Front({ port: portalHttp2Port, origin: `http://127.0.0.1:${portalPort}` }),
    await startHttp2Front({ port: floorHttp2Port, origin: `http://127.0.0.1:${floorPort}` }),
  ];
  try {
    return await lighthouseSideBySide(`${fronts[0].url}/inloggen`, `${fronts[1].url}/inloggen`);
  } finally {
    fronts.forEach((front) => front.stop());
  }
}

/** Accounts whose screens differ most: every permission; a defaulter; a co-insured. */
const SWEEP_ACCOUNTS = ['hoofdverzekerde', 'wanbetaler', 'medeverzekerde'];

/** Every logged-in screen without parameters (but logout), opened fresh for each account: the requests made twice. */
async function sweepScreens(browser) {
  const paths = Object.entries(AUTHENTICATED_ROUTES).filter(([name, path]) => name !== 'logout' && !path.includes(':'));
  const found = [];
  for (const account of SWEEP_ACCOUNTS) {
    const accountToken = await accessTokenFor(apiPort, account);
    for (const [, path] of paths) {
      const visit = await measurePageLoad(browser, `http://localhost:${portalPort}/${path}`, { beforeLoad: (context) => signIn(context, accountToken), settleMs: 500 });
      found.push({ screen: `${account} /${path}`, twice: visit.twice });
    }
  }
  return found;
}

const servers = await startServers({ apiPort, sites: [{ dist: portalDist, port: portalPort }, { dist: floorDist, port: floorPort, bare: true }] });
const browser = await launchBrowser();
try {
  const portalLogin = await measurePageLoad(browser, `http://localhost:${portalPort}/inloggen`);
  const bareLogin = await measurePageLoad(browser, `http://localhost:${floorPort}/inloggen`);
  // the first paint unthrottled, both login pages in turn, `runs` times: the medians
  const paints = { portal: [], bare: [] };
  for (let run = 0; run < runs; run += 1) {
    paints.portal.push(await measureFirstPaint(browser, `http://localhost:${portalPort}/inloggen`));
    paints.bare.push(await measureFirstPaint(browser, `http://localhost:${floorPort}/inloggen`));
  }
  const paintOf = (results) => ['scriptsIn', 'domContentLoaded', 'firstContentfulPaint'].map((key) => median(results.map((result) => result[key]))).join(' / ');
  const token = await accessTokenFor(apiPort, 'hoofdverzekerde');
  const dashboards = [];
  for (let run = 0; run < dashboardRuns; run += 1) {
    dashboards.push(await measurePageLoad(browser, `http://localhost:${portalPort}/home`, { phone: true, beforeLoad: (context) => signIn(context, token), settleMs: 3000 }));
  }
  // the worst run (none with --dashboard-runs=0)
  const dashboard = dashboards.reduce((worst, run) => (worst === null || run.cls > worst.cls ? run : worst), null);
  const sweep = flag('no-sweep') ? [] : await sweepScreens(browser);
  const ratio = portalLogin.jsGzip / bareLogin.jsGzip;

  // Lighthouse over HTTP/2, as production serves the portal (scripts/perf/http2-front.mjs); `--http1`: straight
  // from `vite preview`, where each first-screen script waits for a connection of its own
  const lighthouse = flag('no-lighthouse') ? null : await lighthouseOverProtocol();

  const row = (name, portal, bare = '') => console.log(`  ${name.padEnd(46)} ${String(portal).padStart(14)} ${String(bare).padStart(14)}`);
  console.log('\nLogin page (inloggen)                               this portal     card floor');
  row('JavaScript fetched until idle (gzip)', `${kB(portalLogin.jsGzip)} kB`, `${kB(bareLogin.jsGzip)} kB`);
  row('script files', portalLogin.scripts.length, bareLogin.scripts.length);
  row('requests', portalLogin.requests, bareLogin.requests);
  row('CLS (desktop, until idle)', portalLogin.cls.toFixed(3), bareLogin.cls.toFixed(3));
  row('scripts in / DCL / FCP, unthrottled', `${paintOf(paints.portal)} ms`, `${paintOf(paints.bare)} ms`);
  if (lighthouse) {
    console.log(`  Lighthouse over ${flag('http1') ? 'HTTP/1.1 (vite preview)' : 'HTTP/2 (scripts/perf/http2-front.mjs)'}:`);
    row(`Lighthouse mobile score (median of ${runs})`, lighthouse.portal.score.toFixed(2), lighthouse.bare.score.toFixed(2));
    row('Lighthouse LCP / FCP', `${(lighthouse.portal.lcp / 1000).toFixed(1)} / ${(lighthouse.portal.fcp / 1000).toFixed(1)} s`, `${(lighthouse.bare.lcp / 1000).toFixed(1)} / ${(lighthouse.bare.fcp / 1000).toFixed(1)} s`);
    row('Lighthouse total blocking time', `${Math.round(lighthouse.portal.tbt)} ms`, `${Math.round(lighthouse.bare.tbt)} ms`);
    row('Lighthouse CLS', lighthouse.portal.cls.toFixed(3), lighthouse.bare.cls.toFixed(3));
    // Lantern's graph for the first paint: the requests that block it and only the tasks that evaluate their scripts,
    // lay out and paint (not every task before the paint), so its FCP follows the bytes on the slow line
    const graphOf = (side) => `${side.firstPaintRequests} / ${kB(side.firstPaintBytes)} kB / ${Math.round(side.firstPaintCpuMs)} ms`;
    row('FCP waits for: requests / bytes / CPU', graphOf(lighthouse.portal), graphOf(lighthouse.bare));
    console.log(`  the request its simulated FCP waits for last: ${lighthouse.portal.firstPaintLast} (the floor: ${lighthouse.bare.firstPaintLast})`);
    console.log(`  largest paint: ${lighthouse.portal.lcpElement}`);
  }
  if (dashboard) {
    console.log(`\nDashboard (home) of hoofdverzekerde, 390×844, CPU 4× slower, ${dashboardRuns} runs`);
    row('CLS in each run', dashboards.map((run) => run.cls.toFixed(3)).join(' '));
    row('requests', dashboard.requests);
    row('script files / JavaScript (gzip)', `${dashboard.scripts.length} / ${kB(dashboard.jsGzip)} kB`);
  }
  for (const shift of [...portalLogin.shifts, ...(dashboard?.shifts ?? [])].filter((entry) => entry.value >= 0.005)) console.log(`  ${describeShift(shift)}`);
  const twice = [...portalLogin.twice, ...dashboards.flatMap((run) => run.twice), ...sweep.flatMap(({ screen, twice: made }) => made.map((request) => `${screen}: ${request}`))];
  if (sweep.length > 0) console.log(`  ${sweep.length} logged-in screens of ${SWEEP_ACCOUNTS.length} accounts opened, each looked at for requests made twice`);
  console.log(twice.length === 0 ? '  no request made twice' : `  made twice:\n    ${twice.join('\n    ')}`);
  console.log(`\nLogin page JavaScript: ${ratio.toFixed(3)}× the card floor (target ≤ 1.00)`);
  if (flag('verbose')) {
    for (const file of portalLogin.scripts) console.log(`  ${kB(file.gzip).padStart(6)} kB  ${file.url}`);
    if (lighthouse) {
      console.log('Login page: main-thread tasks over 12.5 ms in the last Lighthouse run\'s own trace (4× that in its simulation):');
      for (const task of lighthouse.portal.runs.at(-1)?.observedTasks ?? []) console.log(`  ${task}`);
    }
  }

  if (flag('check')) {
    const misses = [];
    if (ratio > 1.0) misses.push(`login JavaScript ${ratio.toFixed(3)}× the card floor's (at most 1.00×)`);
    if (portalLogin.cls > 0.02) misses.push(`login CLS ${portalLogin.cls.toFixed(3)} > 0.02`);
    const shifted = dashboards.filter((run) => run.cls > 0.02).length;
    if (shifted > 0) misses.push(`dashboard CLS over 0.02 in ${shifted} of ${dashboardRuns} runs`);
    if (twice.length > 0) misses.push('a request made twice');
    if (lighthouse && lighthouse.portal.score < lighthouse.bare.score) misses.push(`login score ${lighthouse.portal.score} < the floor's ${lighthouse.bare.score}`);
    if (lighthouse && lighthouse.portal.tbt > lighthouse.bare.tbt) misses.push(`login TBT ${Math.round(lighthouse.portal.tbt)} ms > the floor's ${Math.round(lighthouse.bare.tbt)} ms`);
    if (lighthouse && lighthouse.portal.cls > 0.02) misses.push(`login Lighthouse CLS ${lighthouse.portal.cls.toFixed(3)} > 0.02`);
    if (misses.length > 0) {
      console.error(`Targets missed:\n- ${misses.join('\n- ')}`);
      process.exitCode = 1;
    } else console.log('All targets of issue 30 reached');
  }
} finally {
  await browser.close();
  servers.stop();
}
