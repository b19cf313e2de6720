#!/usr/bin/env node
// The browser tests on other days of the year (issue 32: "on every day of the year"). The suite reads the real today
// in three places: the fake backend seeds its data and judges tokens around it, the specs compute their expectations
// from it, and the portal shows it. This runs the whole suite (or the spec files given) with all three moved to
// another day and hour in Amsterdam, one run per day, and prints each run's result and time.
//
//   node scripts/suite-on-dates.mjs [--date=2027-12-31T12:00[:ss] …] [-- playwright arguments, e.g. e2e/home.spec.ts]
//
// Without --date: the next 31 December, 1 January, 29 February (of the next leap year), 1 July and the Sunday the
// clocks go back, each at noon. The days must lie ahead: Chromium keeps its own clock for cookies (see below).
//
// How the clocks move: Node (the runner, its workers, the fake backends, vite preview) runs under libfaketime with a
// fixed offset (Debian's `faketime` package: `apt-get install faketime`), so every `new Date()` in them is on the
// chosen day and time still flows. Chromium does not run under it (its zygote hangs): the specs' `context` fixture
// (e2e/support/test.ts) shifts the page's `Date` by the same offset instead (`E2E_CLOCK_OFFSET_MS`). Chromium's own
// clock stays real, so a cookie's expiry is judged on the real day: a day ahead keeps every cookie alive as long as
// the portal means it to live, a day behind would expire them at once.
//
// Exits 1 when any run failed, 2 when libfaketime is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LIBFAKETIME = ['/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1', '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1', '/usr/lib/faketime/libfaketime.so.1'].find((path) =>
  existsSync(path),
);
if (!LIBFAKETIME) {
  console.error('libfaketime is not installed: apt-get install faketime');
  process.exit(2);
}

const separator = process.argv.indexOf('--');
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const playwrightArgs = separator === -1 ? [] : process.argv.slice(separator + 1);

/** The instant of a wall-clock time in Amsterdam ('yyyy-MM-ddTHH:mm', seconds optional). */
function amsterdamInstant(local) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) throw new Error(`--date=${local}: expected yyyy-MM-ddTHH:mm or yyyy-MM-ddTHH:mm:ss (Amsterdam time)`);
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Amsterdam's offset at that moment (+01:00 or +02:00), read from Intl; a guess from UTC is right outside the
  // hour the clocks change
  const offsetOf = (instant) => {
    const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName').value;
    const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  };
  return new Date(asUtc - offsetOf(asUtc - offsetOf(asUtc)));
}

const pad = (value) => String(value).padStart(2, '0');
const isLeapYear = (year) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The first of these wall-clock days at noon that lies ahead of now. */
function nextNoon(candidates) {
  return candidates.map((day) => `${day}T12:00`).find((local) => amsterdamInstant(local).getTime() > Date.now());
}

function defaultDates() {
  const year = new Date().getFullYear();
  const years = [year, year + 1, year + 2];
  const leapYear = Array.from({ length: 8 }, (_, index) => year + index).find(isLeapYear);
  const lastSundayOfOctober = (y) => {
    const day = new Date(Date.UTC(y, 9, 31));
    return `${y}-10-${pad(31 - day.getUTCDay())}`;
  };
  return [
    nextNoon(years.map((y) => `${y}-12-31`)),
    nextNoon(years.map((y) => `${y}-01-01`)),
    nextNoon([leapYear, leapYear + 4].map((y) => `${y}-02-29`)),
    nextNoon(years.map((y) => `${y}-07-01`)),
    nextNoon(years.map(lastSundayOfOctober)),
  ];
}

const dates = own.filter((arg) => arg.startsWith('--date=')).map((arg) => arg.slice('--date='.length));
const days = dates.length > 0 ? dates : defaultDates();

const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

const results = [];
for (const day of days) {
  const target = amsterdamInstant(day);
  const offsetSeconds = Math.round((target.getTime() - Date.now()) / 1000);
  if (offsetSeconds <= 0) {
    console.error(`${day} is not ahead of now: Chromium would judge the cookies on the real day (see the top of this script)`);
    process.exit(1);
  }
  console.log(`\nThe suite on ${day} in Amsterdam (the clocks ${(offsetSeconds / 86_400).toFixed(1)} days ahead)`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const tests = spawn('npx', ['playwright', 'test', '--reporter=dot', ...playwrightArgs], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_SCREENSHOTS: 'off',
        E2E_CLOCK_OFFSET_MS: String(offsetSeconds * 1000),
        LD_PRELOAD: LIBFAKETIME,
        FAKETIME: `+${offsetSeconds}`,
        // timers and timeouts run on the real monotonic clock; files keep their real times
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        NO_FAKE_STAT: '1',
      },
    });
    tests.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  results.push({ day, code, minutes: (Date.now() - started) / 60_000 });
}

console.log('');
for (const { day, code, minutes } of results) console.log(`${day}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes.toFixed(1)} min`);
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
