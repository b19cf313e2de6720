import { parseCalendarDate } from '../calendar';
import { isChildUnder16 } from '../people';
import type { DateInput } from './dates';

/**
 * "Child under 16 check from birth date" (adding insured: the main insured
 * may act only for co-insured under 16). Empty passes; an unreadable date is
 * left to the date rules.
 */
export function validateChildUnder16(
  birthDate: DateInput,
  today: Date,
): 'child-not-under-16' | null {
  if (birthDate === null || birthDate === undefined || birthDate === '') return null;
  const date = parseCalendarDate(birthDate);
  if (!date) return null;
  return isChildUnder16(date, today) ? null : 'child-not-under-16';
}
