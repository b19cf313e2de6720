/**
 * The suite's `test`: Playwright's, with the worker's own servers (servers.ts) as a worker fixture and the
 * browser's base URL at that worker's portal. Every spec imports `test` and `expect` from here.
 */
import { test as base } from '@playwright/test';
import { CLOCK_OFFSET_MS } from './cookie-clock';
import { serversOf, type WorkerServers } from './servers';

// The browser lives in Amsterdam (playwright.config.ts `timezoneId`), and so do the specs' own dates ("today",
// "30 days ago"): on a machine in UTC they were a day behind the portal's from 23:00 UTC in winter (22:00 in summer)
// until midnight UTC, and a start date of "today" was refused as yesterday. Node follows TZ when it is set.
process.env['TZ'] = 'Europe/Amsterdam';

/**
 * The page's `Date` that many milliseconds ahead, as libfaketime moves Node's: the portal sees the same day as the
 * fake backend and the specs. Runs in the page before its scripts; Playwright's own clock (`page.clock`) builds on it.
 */
function shiftPageDate(offsetMs: number) {
  const RealDate = Date;
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    const now = RealDate.now() + offsetMs;
    if (!new.target) return new RealDate(now).toString();
    return args.length === 0 ? new RealDate(now) : (Reflect.construct(RealDate, args) as Date);
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + offsetMs;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/**
 * Longer than any test may take (the 45-s time-out, tripled by `test.slow`, or the longest `test.setTimeout`), with
 * room for the fixtures: a test started this long before midnight in Amsterdam ends on the day it began.
 */
const LONGEST_TEST_MS = 150_000;

/** How long until just past the next midnight in Amsterdam (the process's zone, above). */
function untilPastMidnight(now: Date): number {
  const nextDay = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  return nextDay.getTime() - now.getTime();
}

export const test = base.extend<{ oneDayThroughout: void }, { servers: WorkerServers }>({
  // The fake backend, the specs and the portal each read today when they need it: a test across midnight reads the
  // seed and its expectations on one day and sees the portal on the next (at a month's end a new premium bill
  // appears). So a test that could cross midnight starts after it; this is the suite's one fixed wait, taken at
  // most once a night per worker, and its time is added to the test's time-out.
  oneDayThroughout: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const wait = untilPastMidnight(new Date());
      if (wait <= LONGEST_TEST_MS) {
        testInfo.setTimeout(testInfo.timeout + wait);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      await use();
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none
  // eslint-disable-next-line no-empty-pattern
  servers: [async ({}, use, workerInfo) => use(serversOf(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ servers }, use) => use(servers.portalOrigin),
  context: async ({ context }, use) => {
    if (CLOCK_OFFSET_MS !== 0) await context.addInitScript(shiftPageDate, CLOCK_OFFSET_MS);
    await use(context);
  },
});

// the rest of Playwright's exports (expect, the types) as they are; `test` above takes the place of its own
export * from '@playwright/test';
