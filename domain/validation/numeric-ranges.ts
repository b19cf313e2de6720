import type { ValidationMessageKey } from './messages';

// Numeric fields of care mediation and treatment abroad (spec 02 §5). Each
// passes when empty (combine with a required rule) and takes whole numbers.

/** "Hours not above a weekly maximum": a week has 168 hours unless a form says less. */
export const HOURS_PER_WEEK_MAXIMUM = 7 * 24;
/** "Minutes not above an hourly maximum": 59, the next minute is an hour. */
export const MINUTES_PER_HOUR_MAXIMUM = 59;

export interface WholeNumberRange {
  min: number;
  max: number;
}

/** A whole number, 0 or more, typed as digits (or given as a number), else `null`. */
export function parseWholeNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** A whole number within an inclusive range; `outOfRangeKey` when outside it. */
export function validateWholeNumberInRange<K extends ValidationMessageKey>(
  value: string | number | null | undefined,
  range: WholeNumberRange,
  outOfRangeKey: K,
): 'number-invalid' | K | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return null;
  }
  const number = parseWholeNumber(value);
  if (number === null) return 'number-invalid';
  return number < range.min || number > range.max ? outOfRangeKey : null;
}

/** "Distance in meters 1 to 1000." */
export function validateDistanceInMeters(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 1000 }, 'distance-meters-out-of-range');
}

/** "km 1 to 400." */
export function validateDistanceInKilometers(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 400 }, 'distance-km-out-of-range');
}

/** "Months up to 12": a number of months from 1 to 12 (0 months is no answer). */
export function validateNumberOfMonths(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 12 }, 'months-out-of-range');
}

/** "Times per week 1 to 7." */
export function validateTimesPerWeek(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 7 }, 'times-per-week-out-of-range');
}

/** "Per month 1 to 31." */
export function validateTimesPerMonth(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 31 }, 'times-per-month-out-of-range');
}

/** "Hours not above a weekly maximum" (0 allowed: a care time may be minutes only). */
export function validateHoursPerWeek(
  value: string | number | null | undefined,
  weeklyMaximum: number = HOURS_PER_WEEK_MAXIMUM,
) {
  return validateWholeNumberInRange(
    value,
    { min: 0, max: weeklyMaximum },
    'hours-above-weekly-maximum',
  );
}

/** "Minutes not above an hourly maximum" (59). */
export function validateMinutes(
  value: string | number | null | undefined,
  hourlyMaximum: number = MINUTES_PER_HOUR_MAXIMUM,
) {
  return validateWholeNumberInRange(
    value,
    { min: 0, max: hourlyMaximum },
    'minutes-above-hourly-maximum',
  );
}

/**
 * "Visual acuity example 0.9": a decimal visus, one digit before and
 * optionally one or two after the separator (dot or comma), from 0 up to 2.0
 * (normal sight is 1.0; values above 2 do not occur in practice).
 */
export function validateVisualAcuity(
  value: string | null | undefined,
): 'visual-acuity-invalid' | null {
  if (!value || value.trim() === '') return null;
  const match = /^(\d)(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return 'visual-acuity-invalid';
  return Number(`${match[1]}.${match[2] ?? '0'}`) <= 2 ? null : 'visual-acuity-invalid';
}
