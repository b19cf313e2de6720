/**
 * A controllable clock: real time plus an offset that tests move forward
 * with `POST /__fake/clock { "advanceSeconds": n }` and reset with
 * `DELETE /__fake/clock`. Token expiry, code expiry, lockouts and the
 * contact centre's "next available date" all read this clock.
 */
import { dutchDay, dutchWallClock, formatSubmittedDate } from '../domain/calendar';

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

/** 'yyyy-MM-dd' of an instant in the Netherlands */
export function dutchDate(instant: Date): string {
  return formatSubmittedDate(dutchDay(instant));
}

/** 'HH:mm' of an instant in the Netherlands */
export function dutchTime(instant: Date): string {
  const wall = dutchWallClock(instant);
  return `${String(wall.getHours()).padStart(2, '0')}:${String(wall.getMinutes()).padStart(2, '0')}`;
}

/** a 'yyyy-MM-dd' day as a Date at this machine's midnight of that day */
export function calendarDay(day: string): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
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
    todayDate: () => dutchDay(new Date(now())),
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
    reset() {
      offsetMs = 0;
    },
    offsetSeconds: () => offsetMs / 1000,
  };
}
