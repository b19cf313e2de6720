import { isValid, lightFormat, parse } from 'date-fns';

/** "Submitted dates formatted yyyy-MM-dd." */
export const SUBMITTED_DATE_FORMAT = 'yyyy-MM-dd';
/** "Birth dates for forgot flows are sent as year/month/day." */
export const FORGOT_FLOW_BIRTH_DATE_FORMAT = 'yyyy/MM/dd';
/** How Dutch users type and read dates (01-01-1900 in the spec's own words). */
export const DUTCH_DATE_FORMAT = 'dd-MM-yyyy';

/** A local calendar date as the API expects it: yyyy-MM-dd. Throws a RangeError on an invalid Date. */
export function formatSubmittedDate(date: Date): string {
  return lightFormat(date, SUBMITTED_DATE_FORMAT);
}

/** A birth date as the forgot-username and forgot-password calls expect it: yyyy/MM/dd. */
export function formatForgotFlowBirthDate(date: Date): string {
  return lightFormat(date, FORGOT_FLOW_BIRTH_DATE_FORMAT);
}

const PATTERNS = [
  { shape: /^\d{4}-\d{2}-\d{2}$/, format: SUBMITTED_DATE_FORMAT },
  { shape: /^\d{2}-\d{2}-\d{4}$/, format: DUTCH_DATE_FORMAT },
] as const;

/**
 * A calendar date from a form value: a valid Date, or a string in yyyy-MM-dd
 * or dd-MM-yyyy (both unambiguous). Strings are read as local midnight;
 * impossible dates such as 2023-02-29 give `null`.
 */
export function parseCalendarDate(value: Date | string): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  const text = value.trim();
  const pattern = PATTERNS.find((candidate) => candidate.shape.test(text));
  if (!pattern) return null;
  const date = parse(text, pattern.format, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}
