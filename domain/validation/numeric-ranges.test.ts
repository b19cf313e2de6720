import { describe, expect, test } from 'vitest';
import {
  validateDistanceInKilometers,
  validateDistanceInMeters,
  validateHoursPerWeek,
  validateMinutes,
  validateNumberOfMonths,
  validateTimesPerMonth,
  validateTimesPerWeek,
  validateVisualAcuity,
} from './numeric-ranges';

// "Distance in meters 1 to 1000; km 1 to 400; months up to 12; times per
// week 1 to 7; per month 1 to 31; hours not above a weekly maximum, minutes
// not above an hourly maximum."
const ranges = [
  { rule: 'meters', validate: validateDistanceInMeters, min: 1, max: 1000, key: 'distance-meters-out-of-range' },
  { rule: 'kilometers', validate: validateDistanceInKilometers, min: 1, max: 400, key: 'distance-km-out-of-range' },
  { rule: 'months', validate: validateNumberOfMonths, min: 1, max: 12, key: 'months-out-of-range' },
  { rule: 'times per week', validate: validateTimesPerWeek, min: 1, max: 7, key: 'times-per-week-out-of-range' },
  { rule: 'times per month', validate: validateTimesPerMonth, min: 1, max: 31, key: 'times-per-month-out-of-range' },
  { rule: 'hours per week', validate: validateHoursPerWeek, min: 0, max: 168, key: 'hours-above-weekly-maximum' },
  { rule: 'minutes', validate: validateMinutes, min: 0, max: 59, key: 'minutes-above-hourly-maximum' },
] as const;

describe.for(ranges)('$rule: $min to $max', ({ validate, min, max, key }) => {
  test('the bounds themselves pass, typed or as numbers', () => {
    expect(validate(String(min))).toBeNull();
    expect(validate(max)).toBeNull();
  });

  test('one past either bound fails with its own key', () => {
    expect(validate(min - 1)).toBe(min - 1 < 0 ? 'number-invalid' : key);
    expect(validate(String(max + 1))).toBe(key);
  });

  test('empty passes, a non-number fails', () => {
    expect(validate('')).toBeNull();
    expect(validate(null)).toBeNull();
    expect(validate('2,5')).toBe('number-invalid');
    expect(validate('twee')).toBe('number-invalid');
  });
});

describe('maximums given by the form', () => {
  test('hours against a form\'s own weekly maximum', () => {
    expect(validateHoursPerWeek('40', 40)).toBeNull();
    expect(validateHoursPerWeek('41', 40)).toBe('hours-above-weekly-maximum');
  });
});

describe('validateVisualAcuity', () => {
  // "Visual acuity example 0.9."
  test.for([
    { value: '0.9', expected: null },
    { value: '0,9', expected: null },
    { value: '0.05', expected: null },
    { value: '1', expected: null },
    { value: '2.0', expected: null },
    { value: '2.5', expected: 'visual-acuity-invalid' },
    { value: '0.125', expected: 'visual-acuity-invalid' },
    { value: '.9', expected: 'visual-acuity-invalid' },
    { value: '9/10', expected: 'visual-acuity-invalid' },
    { value: '', expected: null },
  ] as const)('"$value" -> $expected', ({ value, expected }) => {
    expect(validateVisualAcuity(value)).toBe(expected);
  });
});
