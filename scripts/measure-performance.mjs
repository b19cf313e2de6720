#!/usr/bin/env node
// The portal beside the bare framework app (issue 19), built and measured in one run:
//   node scripts/measure-performance.mjs [--runs=3] [--no-build] [--no-lighthouse] [--check]
// 1. builds the portal (dist-perf/portal) and scripts/bare-app (dist-perf/bare): React 19, react-router-dom,
//    effector, effector-react, i18next, react-i18next and one login form;
// 2. serves both with `vite preview` (the portal with its fake backend) on PERF_PORT_BASE (default 3200):
//    API +1, portal +73, bare app +74;
// 3. in Debian's Chromium: the JavaScript each login page fetches until the network is idle (every script
//    body gzipped, level 9), its requests and CLS; the dashboard of `hoofdverzekerde` at 390×844 with the
//    CPU 4× slower (CLS, requests made twice);
// 4. Lighthouse (mobile, simulated throttling, performance only), `--runs` times each, the median;
// 5. prints the figures and the ratio of the login page's JavaScript to the bare app's.
// `--verbose` lists the login page's scripts and the long tasks of Lighthouse's own trace (what its blocking time
// is made of). `--check` fails when a target of issue 19 is missed (ratio ≤ 1.15, login score ≥ 0.98, CLS ≤ 0.02,
// TBT < 150 ms, dashboard CLS ≤ 0.02, no request made twice).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { accessTokenFor, describeShift, kB, launchBrowser, measurePageLoad, signIn, startServers } from './perf/page-load.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const base = Number(process.env.PERF_PORT_BASE ?? 3200);
const apiPort = base + 1;
const portalPort = base + 73;
const barePort = base + 74;
const portalDist = resolve('dist-perf/portal');
const bareDist = resolve('dist-perf/bare');

if (!flag('no-build')) {
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'];
  console.log('Building the portal and the bare framework app …');
  execFileSync(process.execPath, [...vite, '--outDir', portalDist, '--emptyOutDir'], { stdio: 'inherit' });
  execFileSync(process.execPath, [...vite, '--config', 'scripts/bare-app/vite.config.mjs', '--outDir', bareDist], { stdio: 'inherit' });
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

async function lighthouseRuns(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      results.push({
        observedTasks: observedLongTasks(artifacts.Trace?.traceEvents ?? []),
        score: lhr.categories.performance.score,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    score: median(results.map((result) => result.score)),
    lcp: median(results.map((result) => result.lcp)),
    fcp: median(results.map((result) => result.fcp)),
    tbt: median(results.map((result) => result.tbt)),
    cls: median(results.map((result) => result.cls)),
    lcpElement: results.at(-1)?.lcpElement ?? '',
    runs: results,
  };
}

const servers = await startServers({ apiPort, sites: [{ dist: portalDist, port: portalPort }, { dist: bareDist, port: barePort, bare: true }] });
const browser = await launchBrowser();
try {
  const portalLogin = await measurePageLoad(browser, `http://localhost:${portalPort}/inloggen`);
  const bareLogin = await measurePageLoad(browser, `http://localhost:${barePort}/inloggen`);
  const token = await accessTokenFor(apiPort, 'hoofdverzekerde');
  const dashboard = await measurePageLoad(browser, `http://localhost:${portalPort}/home`, { phone: true, beforeLoad: (context) => signIn(context, token), settleMs: 3000 });
  const ratio = portalLogin.jsGzip / bareLogin.jsGzip;

  const lighthouse = flag('no-lighthouse')
    ? null
    : { portal: await lighthouseRuns(`http://localhost:${portalPort}/inloggen`), bare: await lighthouseRuns(`http://localhost:${barePort}/inloggen`) };

  const row = (name, portal, bare = '') => console.log(`  ${name.padEnd(46)} ${String(portal).padStart(14)} ${String(bare).padStart(14)}`);
  console.log('\nLogin page (inloggen)                               this portal   bare framework');
  row('JavaScript fetched until idle (gzip)', `${kB(portalLogin.jsGzip)} kB`, `${kB(bareLogin.jsGzip)} kB`);
  row('script files', portalLogin.scripts.length, bareLogin.scripts.length);
  row('requests', portalLogin.requests, bareLogin.requests);
  row('CLS (desktop, until idle)', portalLogin.cls.toFixed(3), bareLogin.cls.toFixed(3));
  if (lighthouse) {
    row(`Lighthouse mobile score (median of ${runs})`, lighthouse.portal.score.toFixed(2), lighthouse.bare.score.toFixed(2));
    row('Lighthouse LCP / FCP', `${(lighthouse.portal.lcp / 1000).toFixed(1)} / ${(lighthouse.portal.fcp / 1000).toFixed(1)} s`, `${(lighthouse.bare.lcp / 1000).toFixed(1)} / ${(lighthouse.bare.fcp / 1000).toFixed(1)} s`);
    row('Lighthouse total blocking time', `${Math.round(lighthouse.portal.tbt)} ms`, `${Math.round(lighthouse.bare.tbt)} ms`);
    row('Lighthouse CLS', lighthouse.portal.cls.toFixed(3), lighthouse.bare.cls.toFixed(3));
    console.log(`  largest paint: ${lighthouse.portal.lcpElement}`);
  }
  console.log('\nDashboard (home) of hoofdverzekerde, 390×844, CPU 4× slower');
  row('CLS', dashboard.cls.toFixed(3));
  row('requests', dashboard.requests);
  row('script files / JavaScript (gzip)', `${dashboard.scripts.length} / ${kB(dashboard.jsGzip)} kB`);
  for (const shift of [...portalLogin.shifts, ...dashboard.shifts].filter((entry) => entry.value >= 0.005)) console.log(`  ${describeShift(shift)}`);
  const twice = [...portalLogin.twice, ...dashboard.twice];
  console.log(twice.length === 0 ? '  no request made twice' : `  made twice:\n    ${twice.join('\n    ')}`);
  console.log(`\nLogin page JavaScript: ${ratio.toFixed(3)}× the bare framework app (target ≤ 1.15)`);
  if (flag('verbose')) {
    for (const file of portalLogin.scripts) console.log(`  ${kB(file.gzip).padStart(6)} kB  ${file.url}`);
    if (lighthouse) {
      console.log('Login page: main-thread tasks over 12.5 ms in the last Lighthouse run\'s own trace (4× that in its simulation):');
      for (const task of lighthouse.portal.runs.at(-1)?.observedTasks ?? []) console.log(`  ${task}`);
    }
  }

  if (flag('check')) {
    const misses = [];
    if (ratio > 1.15) misses.push(`ratio ${ratio.toFixed(3)} > 1.15`);
    if (portalLogin.cls > 0.02) misses.push(`login CLS ${portalLogin.cls.toFixed(3)} > 0.02`);
    if (dashboard.cls > 0.02) misses.push(`dashboard CLS ${dashboard.cls.toFixed(3)} > 0.02`);
    if (twice.length > 0) misses.push('a request made twice');
    if (lighthouse && lighthouse.portal.score < 0.98) misses.push(`login score ${lighthouse.portal.score} < 0.98`);
    if (lighthouse && lighthouse.portal.cls > 0.02) misses.push(`login Lighthouse CLS ${lighthouse.portal.cls.toFixed(3)} > 0.02`);
    if (lighthouse && lighthouse.portal.tbt >= 150) misses.push(`login TBT ${Math.round(lighthouse.portal.tbt)} ms ≥ 150 ms`);
    if (misses.length > 0) {
      console.error(`Targets missed:\n- ${misses.join('\n- ')}`);
      process.exitCode = 1;
    } else console.log('All targets of issue 19 reached');
  }
} finally {
  await browser.close();
  servers.stop();
}
