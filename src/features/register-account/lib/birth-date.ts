import { formatSubmittedDate, parseCalendarDate } from '@portal/domain';

/**
 * A birth date as people type it: 14-03-1991, also 14-3-1991, 14/03/1991 or
 * 14.03.1991; answers the date, or null when it is no calendar date.
 */
export function readBirthDate(input: string): Date | null {
  const text = input.trim();
  const dutch = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(text);
  if (dutch) {
    const [, day = '', month = '', year = ''] = dutch;
    return parseCalendarDate(`${day.padStart(2, '0')}-${month.padStart(2, '0')}-${year}`);
  }
  return parseCalendarDate(text);
}

/** "Submitted dates formatted yyyy-MM-dd" (CreateAccount/IsValid). */
export function submittedBirthDate(input: string): string | null {
  const date = readBirthDate(input);
  return date ? formatSubmittedDate(date) : null;
}
