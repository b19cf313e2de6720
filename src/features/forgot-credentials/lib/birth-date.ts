import { formatForgotFlowBirthDate, parseCalendarDate } from '@portal/domain';

const TYPED_DATE = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;

/**
 * The birth date as people type it, day first (31-12-1980, 1-2-1980,
 * 31/12/1980, 31.12.1980), in the form the domain's date rules read
 * (dd-MM-yyyy); anything else is left as typed, and fails those rules.
 */
export function normalizeTypedBirthDate(typed: string): string {
  const text = typed.trim();
  const parts = TYPED_DATE.exec(text);
  if (!parts) return text;
  const [, day = '', month = '', year = ''] = parts;
  return `${day.padStart(2, '0')}-${month.padStart(2, '0')}-${year}`;
}

/** "Birth dates for forgot flows are sent as year/month/day": null when the typed text is no date. */
export function forgotFlowBirthDateOf(typed: string): string | null {
  const date = parseCalendarDate(normalizeTypedBirthDate(typed));
  return date ? formatForgotFlowBirthDate(date) : null;
}
