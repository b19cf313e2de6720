import { isValid } from 'date-fns';

/** "Submitted dates formatted yyyy-MM-dd." */
export const SUBMITTED_DATE_FORMAT = 'yyyy-MM-dd';
/** "Birth dates for forgot flows are sent as year/month/day." */
export const FORGOT_FLOW_BIRTH_DATE_FORMAT = 'yyyy/MM/dd';
/** How Dutch users type and read dates (01-01-1900 in the spec's own words). */
export const DUTCH_DATE_FORMAT = 'dd-MM-yyyy';

/** A local calendar date as the API expects it: yyyy-MM-dd. Throws a RangeError on an invalid Date. */
export function formatSubmittedDate(date: Date): string {
  return calendarDate(date, '-');
}

/** A birth date as the forgot-username and forgot-password calls expect it: yyyy/MM/dd. */
export function formatForgotFlowBirthDate(date: Date): string {
  return calendarDate(date, '/');
}

/**
 * Year, month and day of the local calendar date, four and two digits, between `separator`s (the
 * SUBMITTED_DATE_FORMAT and FORGOT_FLOW_BIRTH_DATE_FORMAT shapes). Written by hand, not with date-fns
 * `lightFormat`: the footer's opening hours run it before the first screen is quiet (issue 19).
 */
function calendarDate(date: Date, separator: '-' | '/'): string {
  if (!isValid(date)) throw new RangeError('Invalid time value');
  const two = (value: number) => String(value).padStart(2, '0');
  return [String(date.getFullYear()).padStart(4, '0'), two(date.getMonth() + 1), two(date.getDate())].join(separator);
}

/** The two unambiguous shapes, each with where its year, month and day stand. */
const PATTERNS = [
  { shape: /^(\d{4})-(\d{2})-(\d{2})$/, year: 1, month: 2, day: 3 },
  { shape: /^(\d{2})-(\d{2})-(\d{4})$/, year: 3, month: 2, day: 1 },
] as const;

/**
 * A calendar date from a form value: a valid Date, or a string in yyyy-MM-dd
 * or dd-MM-yyyy (both unambiguous). Strings are read as local midnight;
 * impossible dates such as 2023-02-29 give `null`. Read by hand, not with
 * date-fns `parse`, which brings its whole parser and the en-US locale
 * (about 8 kB) to every page (issue 19).
 */
export function parseCalendarDate(value: Date | string): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  const text = value.trim();
  for (const pattern of PATTERNS) {
    const match = pattern.shape.exec(text);
    if (!match) continue;
    const year = Number(match[pattern.year]);
    const month = Number(match[pattern.month]);
    const day = Number(match[pattern.day]);
    // there is no year 0 in the calendar (1 BC is followed by AD 1)
    if (year === 0) return null;
    // setFullYear, not the constructor: years 0 to 99 stay themselves instead of becoming 1900 to 1999
    const date = new Date(2000, 0, 1);
    date.setFullYear(year, month - 1, day);
    date.setHours(0, 0, 0, 0);
    // an overflowing month or day (2023-02-29, 31-04-2025, 2025-13-01, 00-01-2025) moves the date: not a date
    return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
  }
  return null;
}
