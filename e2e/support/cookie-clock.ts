/**
 * How far scripts/suite-on-dates.mjs moved the clocks ahead (0 in a normal run). It moves Node's clock (the specs,
 * the fake backends) and the page's `Date`, but not Chromium's own clock, which judges a cookie's expiry: a cookie's
 * `expires` is on that real clock, so a spec compares it with `cookieClockSeconds()`, not with `Date.now()`.
 */
export const CLOCK_OFFSET_MS = Number(process.env['E2E_CLOCK_OFFSET_MS'] ?? 0);

/** Now, in seconds, on the clock Chromium judges cookies by. */
export function cookieClockSeconds(): number {
  return (Date.now() - CLOCK_OFFSET_MS) / 1000;
}

/** A moment on the portal's clock (seconds), on the clock Chromium judges cookies by. */
export function onCookieClock(seconds: number): number {
  return seconds - CLOCK_OFFSET_MS / 1000;
}
