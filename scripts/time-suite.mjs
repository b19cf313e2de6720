#!/usr/bin/env node
// Runs the steps of `npm test` one by one and prints where the time goes: each step's wall time and CPU time (user +
// system of all its processes: on a shared machine the steadier figure), and for Playwright each spec file's time
// (from its JSON report) and each worker's busy time.
//
//   node scripts/time-suite.mjs [--install] [step …]
//
// Steps (default: all of them, in `npm test`'s order): typecheck lint domain unit reliability contract provider build
// e2e size. --install runs `npm ci` first. Extra Playwright arguments after `--`, e.g. `-- e2e/home.spec.ts`.
// E2E_PORT_BASE and PERF_PORT_BASE move the servers as they do for npm test. Exits 1 when a step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const REPORT = 'e2e/.artifacts/report.json';

const STEPS = {
  install: 'npm ci',
  typecheck: 'npm run typecheck',
  lint: 'npm run lint',
  domain: 'npm run test:domain',
  unit: 'npm run test:unit',
  reliability: 'npm run test:reliability',
  contract: 'npm run test:contract:consumer',
  provider: 'npm run test:contract:provider',
  build: 'node scripts/ensure-chromium.mjs && npm run build',
  e2e: 'npx playwright test',
  size: 'npm run test:size',
};

const separator = process.argv.indexOf('--');
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const playwrightArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const unknown = own.filter((arg) => arg !== '--install' && !(arg in STEPS));
if (unknown.length > 0) {
  console.error(`unknown step(s): ${unknown.join(', ')}; the steps are ${Object.keys(STEPS).join(' ')}`);
  process.exit(2);
}
const chosen = own.filter((arg) => arg in STEPS && arg !== 'install');
const steps = [...(own.includes('--install') ? ['install'] : []), ...(chosen.length > 0 ? chosen : Object.keys(STEPS).filter((step) => step !== 'install'))];

/** CPU time (ms) of this process's waited-for children so far (Linux: /proc/self/stat cutime + cstime, in ticks of 10 ms). */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const results = [];
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const startLoad = load();
const started = Date.now();

for (const step of steps) {
  let command = STEPS[step];
  if (step === 'e2e') {
    rmSync(REPORT, { force: true });
    command = `${command} --reporter=list,json ${playwrightArgs.map((arg) => JSON.stringify(arg)).join(' ')}`;
  }
  console.log(`\n▶ ${step}: ${command}`);
  const from = Date.now();
  const cpuFrom = childrenCpuMs();
  const run = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: REPORT, PLAYWRIGHT_JSON_OUTPUT_NAME: REPORT },
  });
  const cpu = childrenCpuMs() - cpuFrom;
  results.push({ step, ms: Date.now() - from, cpu, ok: run.status === 0 });
  console.log(`◀ ${step}: ${seconds(Date.now() - from).trim()}, CPU ${seconds(cpu).trim()}${run.status === 0 ? '' : ' FAILED'}`);
}
const total = Date.now() - started;

/** Per spec file: its tests' summed time; per worker: its summed time (from Playwright's JSON report). */
function specTimes() {
  if (!existsSync(REPORT)) return null;
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const files = new Map();
  const workers = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const entry = files.get(file) ?? { ms: 0, tests: 0, failed: 0 };
          entry.ms += result.duration;
          entry.tests += 1;
          if (result.status !== 'passed' && result.status !== 'skipped') entry.failed += 1;
          files.set(file, entry);
          workers.set(result.parallelIndex, (workers.get(result.parallelIndex) ?? 0) + result.duration);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return { files, workers, wall: report.stats?.duration ?? 0 };
}

console.log(`\nWhere the time goes (${cpus().length} cores; load average at the start ${startLoad}, at the end ${load()}):`);
console.log(`  ${'step'.padEnd(12)} ${'wall'.padStart(8)} ${'CPU'.padStart(8)}`);
for (const { step, ms, cpu, ok } of results) console.log(`  ${step.padEnd(12)} ${seconds(ms)} ${seconds(cpu)}${ok ? '' : '  FAILED'}`);
const cpuTotal = results.reduce((sum, { cpu }) => sum + cpu, 0);
console.log(`  ${'total'.padEnd(12)} ${seconds(total)} ${seconds(cpuTotal)}`);
const specs = specTimes();
if (specs) {
  console.log(`\nPlaywright (${seconds(specs.wall).trim()} wall): the spec files by their tests' summed time`);
  const sorted = [...specs.files].sort(([, a], [, b]) => b.ms - a.ms);
  for (const [file, { ms, tests, failed }] of sorted) {
    console.log(`  ${file.padEnd(32)} ${seconds(ms)}  ${String(tests).padStart(3)} tests${failed ? `, ${failed} failed` : ''}`);
  }
  const busy = [...specs.workers].sort(([a], [b]) => a - b).map(([index, ms]) => `worker ${index} ${seconds(ms).trim()}`);
  console.log(`  busy: ${busy.join(', ')}`);
}
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
