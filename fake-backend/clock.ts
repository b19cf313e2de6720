/**
 * A controllable clock: real time plus an offset that tests move forward
 * with `POST /__fake/clock { "advanceSeconds": n }` and reset with
 * `DELETE /__fake/clock`. Token expiry, code expiry, lockouts and the
 * contact centre's "next available date" all read this clock.
 */
export interface Clock {
  /** milliseconds since the epoch, like Date.now() */
  now(): number;
  nowDate(): Date;
  /** seconds since the epoch (JWT `iat`/`exp`) */
  nowSeconds(): number;
  /** today's date in the Netherlands, 'yyyy-MM-dd' */
  today(): string;
  /**
   * today in the Netherlands as a Date at this machine's midnight of that day: what the domain's day rules take (they
   * read a Date's local year, month and day, which for `nowDate()` are the machine's zone's, not the Netherlands')
   */
  todayDate(): Date;
  advance(seconds: number): void;
  reset(): void;
  offsetSeconds(): number;
}

const AMSTERDAM = 'Europe/Amsterdam';
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: AMSTERDAM,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'yyyy-MM-dd' of an instant in the Netherlands */
export function dutchDate(instant: Date): string {
  return dateFormat.format(instant);
}

/** 'HH:mm' of an instant in the Netherlands */
export function dutchTime(instant: Date): string {
  return timeFormat.format(instant);
}

/** a 'yyyy-MM-dd' day as a Date at this machine's midnight of that day */
export function calendarDay(day: string): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** the day in the Netherlands of an instant, as a Date at this machine's midnight of that day */
export function dutchCalendarDay(instant: Date): Date {
  return calendarDay(dutchDate(instant));
}

// `Date.now()` read on each call, not the function taken once: a test that fakes Date (vi.useFakeTimers) after the
// backend started must stop this clock too
export function createClock(realNow: () => number = () => Date.now()): Clock {
  let offsetMs = 0;
  const now = () => realNow() + offsetMs;
  return {
    now,
    nowDate: () => new Date(now()),
    nowSeconds: () => Math.floor(now() / 1000),
    today: () => dutchDate(new Date(now())),
    todayDate: () => calendarDay(dutchDate(new Date(now()))),
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
    reset() {
      offsetMs = 0;
    },
    offsetSeconds: () => offsetMs / 1000,
  };
}
