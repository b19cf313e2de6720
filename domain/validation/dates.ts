import { addYears, isAfter, isBefore, isSameDay, startOfDay } from 'date-fns';
import { parseCalendarDate } from '../calendar';
import type { ValidationMessageKey } from './messages';

/** A date as a form holds it: a Date, a yyyy-MM-dd or dd-MM-yyyy string, or nothing yet. */
export type DateInput = Date | string | null | undefined;

/** "Date of birth not before 01-01-1900." */
export const EARLIEST_BIRTH_DATE = new Date(1900, 0, 1);

export interface DateBounds {
  min?: DateInput;
  max?: DateInput;
}

type DateRuleResult<K extends ValidationMessageKey> = 'date-invalid' | K | null;

function isEmptyDate(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Parses a non-empty value to local midnight, so every rule compares calendar days. */
function toDay(value: Date | string): Date | null {
  const date = parseCalendarDate(value);
  return date ? startOfDay(date) : null;
}

function boundDay(bound: DateInput): Date | null {
  return isEmptyDate(bound) ? null : toDay(bound);
}

function validateBetween(
  value: DateInput,
  bounds: DateBounds,
  mayEqualBound: boolean,
): DateRuleResult<'date-before-min' | 'date-after-max'> {
  if (isEmptyDate(value)) return null;
  const day = toDay(value);
  if (!day) return 'date-invalid';
  const min = boundDay(bounds.min);
  const max = boundDay(bounds.max);
  const equalsMin = min !== null && isSameDay(day, min);
  const equalsMax = max !== null && isSameDay(day, max);
  if (min && (isBefore(day, min) || (equalsMin && !mayEqualBound))) return 'date-before-min';
  if (max && (isAfter(day, max) || (equalsMax && !mayEqualBound))) return 'date-after-max';
  return null;
}

/**
 * "Date: valid date with optional min and max bounds and their own messages."
 * The date must lie strictly between the bounds; validateDateInclusive is
 * "a variant [that] lets the date equal the bound". Empty passes (combine
 * with a required rule); days are compared, not times.
 */
export function validateDate(
  value: DateInput,
  bounds: DateBounds = {},
): DateRuleResult<'date-before-min' | 'date-after-max'> {
  return validateBetween(value, bounds, false);
}

/** "A variant lets the date equal the bound": like validateDate, bounds included. */
export function validateDateInclusive(
  value: DateInput,
  bounds: DateBounds = {},
): DateRuleResult<'date-before-min' | 'date-after-max'> {
  return validateBetween(value, bounds, true);
}

/** A required date: something must be chosen; validity is the other rules' job. */
export function validateRequiredDate(value: DateInput): 'required-field' | null {
  return isEmptyDate(value) ? 'required-field' : null;
}

/** "Date of birth not in the future and not before 01-01-1900." Today and 01-01-1900 pass. */
export function validateBirthDate(
  value: DateInput,
  today: Date,
): DateRuleResult<'birth-date-in-future' | 'birth-date-before-1900'> {
  if (isEmptyDate(value)) return null;
  const day = toDay(value);
  if (!day) return 'date-invalid';
  if (isAfter(day, startOfDay(today))) return 'birth-date-in-future';
  if (isBefore(day, EARLIEST_BIRTH_DATE)) return 'birth-date-before-1900';
  return null;
}

function validateRequestDate<K extends ValidationMessageKey>(
  value: DateInput,
  today: Date,
  yearsAhead: number,
  tooFarAheadKey: K,
): DateRuleResult<'date-in-past' | K> {
  if (isEmptyDate(value)) return null;
  const day = toDay(value);
  if (!day) return 'date-invalid';
  const firstDay = startOfDay(today);
  if (isBefore(day, firstDay)) return 'date-in-past';
  if (isAfter(day, addYears(firstDay, yearsAhead))) return tooFarAheadKey;
  return null;
}

/**
 * "Requests not in the past and not more than 1 year ahead": a request's
 * (start) date lies from today up to and including the same day next year.
 */
export function validateRequestStartDate(
  value: DateInput,
  today: Date,
): DateRuleResult<'date-in-past' | 'date-more-than-1-year-ahead'> {
  return validateRequestDate(value, today, 1, 'date-more-than-1-year-ahead');
}

/** "(End date up to 2 years)": a request's end date lies from today up to two years ahead. */
export function validateRequestEndDate(
  value: DateInput,
  today: Date,
): DateRuleResult<'date-in-past' | 'date-more-than-2-years-ahead'> {
  return validateRequestDate(value, today, 2, 'date-more-than-2-years-ahead');
}

/**
 * "Treatment date up to 3 years back, not in the future" (declarations): from
 * the same day three years ago up to and including today.
 */
export function validateTreatmentDate(
  value: DateInput,
  today: Date,
): DateRuleResult<'treatment-date-in-future' | 'treatment-date-more-than-3-years-ago'> {
  if (isEmptyDate(value)) return null;
  const day = toDay(value);
  if (!day) return 'date-invalid';
  const firstDay = startOfDay(today);
  if (isAfter(day, firstDay)) return 'treatment-date-in-future';
  if (isBefore(day, earliestTreatmentDate(today))) return 'treatment-date-more-than-3-years-ago';
  return null;
}

/** The first day a treatment may be declared for: the same day three years ago ("Treatment date up to 3 years back"). */
export function earliestTreatmentDate(today: Date): Date {
  return addYears(startOfDay(today), -3);
}

/**
 * "Maternity care not more than 1 year before due date": maternity care may
 * be requested at most one year before the due date, so the due date lies at
 * most one year after today (that day included).
 */
export function validateMaternityDueDate(
  value: DateInput,
  today: Date,
): DateRuleResult<'due-date-more-than-1-year-ahead'> {
  if (isEmptyDate(value)) return null;
  const day = toDay(value);
  if (!day) return 'date-invalid';
  return isAfter(day, addYears(startOfDay(today), 1)) ? 'due-date-more-than-1-year-ahead' : null;
}
