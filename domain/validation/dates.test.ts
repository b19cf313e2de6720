import fc from 'fast-check';
import { addYears, startOfDay } from 'date-fns';
import { describe, expect, test } from 'vitest';
import {
  validateBirthDate,
  validateDate,
  validateDateInclusive,
  validateMaternityDueDate,
  validateRequestEndDate,
  validateRequestStartDate,
  validateRequiredDate,
  validateTreatmentDate,
} from './dates';

/** A fixed "today", late in the afternoon: rules compare days, not times. */
const today = new Date(2025, 5, 15, 16, 30);

describe('validateDate and validateDateInclusive', () => {
  // "Date: valid date with optional min and max bounds and their own
  // messages; a variant lets the date equal the bound."
  const bounds = { min: '2025-01-01', max: '2025-12-31' };
  test.for([
    { case: 'inside', value: '2025-06-01', strict: null, inclusive: null },
    { case: 'Dutch notation', value: '01-06-2025', strict: null, inclusive: null },
    { case: 'a Date', value: new Date(2025, 5, 1, 23, 59), strict: null, inclusive: null },
    { case: 'on min', value: '2025-01-01', strict: 'date-before-min', inclusive: null },
    { case: 'on max', value: '2025-12-31', strict: 'date-after-max', inclusive: null },
    { case: 'before min', value: '2024-12-31', strict: 'date-before-min', inclusive: 'date-before-min' },
    { case: 'after max', value: '2026-01-01', strict: 'date-after-max', inclusive: 'date-after-max' },
    { case: 'impossible day', value: '2025-02-29', strict: 'date-invalid', inclusive: 'date-invalid' },
    { case: 'garbage', value: 'gisteren', strict: 'date-invalid', inclusive: 'date-invalid' },
    { case: 'invalid Date', value: new Date(Number.NaN), strict: 'date-invalid', inclusive: 'date-invalid' },
    { case: 'empty passes', value: '', strict: null, inclusive: null },
    { case: 'null passes', value: null, strict: null, inclusive: null },
  ] as const)('$case', ({ value, strict, inclusive }) => {
    expect(validateDate(value, bounds)).toBe(strict);
    expect(validateDateInclusive(value, bounds)).toBe(inclusive);
  });

  test('without bounds any valid date passes', () => {
    expect(validateDate('1850-03-03')).toBeNull();
  });

  test('the inclusive variant never rejects what the strict one accepts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2050, 0, 1), noInvalidDate: true }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2050, 0, 1), noInvalidDate: true }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2050, 0, 1), noInvalidDate: true }),
        (value, min, max) => {
          if (validateDate(value, { min, max }) === null) {
            expect(validateDateInclusive(value, { min, max })).toBeNull();
          }
        },
      ),
    );
  });
});

describe('validateRequiredDate', () => {
  test.for([
    { value: '', expected: 'required-field' },
    { value: null, expected: 'required-field' },
    { value: '2025-01-01', expected: null },
  ] as const)('"$value" -> $expected', ({ value, expected }) => {
    expect(validateRequiredDate(value)).toBe(expected);
  });
});

describe('validateBirthDate', () => {
  // "Date of birth not in the future and not before 01-01-1900."
  test.for([
    { case: 'today', value: '2025-06-15', expected: null },
    { case: 'tomorrow', value: '2025-06-16', expected: 'birth-date-in-future' },
    { case: '01-01-1900', value: '01-01-1900', expected: null },
    { case: '31-12-1899', value: '31-12-1899', expected: 'birth-date-before-1900' },
    { case: 'an ordinary birth date', value: '1980-04-30', expected: null },
    { case: 'not a date', value: '1980-13-01', expected: 'date-invalid' },
    { case: 'empty passes', value: '', expected: null },
  ] as const)('$case', ({ value, expected }) => {
    expect(validateBirthDate(value, today)).toBe(expected);
  });
});

describe('request dates', () => {
  // "Requests not in the past and not more than 1 year ahead (end date up to 2 years)."
  test.for([
    { case: 'yesterday', value: '2025-06-14', start: 'date-in-past', end: 'date-in-past' },
    { case: 'today', value: '2025-06-15', start: null, end: null },
    { case: 'in a year exactly', value: '2026-06-15', start: null, end: null },
    { case: 'a year and a day', value: '2026-06-16', start: 'date-more-than-1-year-ahead', end: null },
    { case: 'in two years exactly', value: '2027-06-15', start: 'date-more-than-1-year-ahead', end: null },
    {
      case: 'two years and a day',
      value: '2027-06-16',
      start: 'date-more-than-1-year-ahead',
      end: 'date-more-than-2-years-ahead',
    },
    { case: 'not a date', value: '2025-06-31', start: 'date-invalid', end: 'date-invalid' },
    { case: 'empty passes', value: '', start: null, end: null },
  ] as const)('$case', ({ value, start, end }) => {
    expect(validateRequestStartDate(value, today)).toBe(start);
    expect(validateRequestEndDate(value, today)).toBe(end);
  });
});

describe('validateTreatmentDate', () => {
  // "Treatment date up to 3 years back, not in the future."
  test.for([
    { case: 'today', value: '2025-06-15', expected: null },
    { case: 'tomorrow', value: '2025-06-16', expected: 'treatment-date-in-future' },
    { case: 'exactly 3 years ago', value: '2022-06-15', expected: null },
    { case: '3 years and a day ago', value: '2022-06-14', expected: 'treatment-date-more-than-3-years-ago' },
    { case: 'last month', value: '15-05-2025', expected: null },
    { case: 'empty passes', value: null, expected: null },
  ] as const)('$case', ({ value, expected }) => {
    expect(validateTreatmentDate(value, today)).toBe(expected);
  });

  test('every day from 3 years back to today passes, and only those', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 400 }), (offset) => {
        const day = new Date(2025, 5, 15 + offset);
        const inWindow = day >= addYears(startOfDay(today), -3) && day <= startOfDay(today);
        expect(validateTreatmentDate(day, today) === null).toBe(inWindow);
      }),
    );
  });
});

describe('validateMaternityDueDate', () => {
  // "Maternity care not more than 1 year before due date."
  test.for([
    { case: 'due in 6 months', value: '2025-12-15', expected: null },
    { case: 'due in a year exactly', value: '2026-06-15', expected: null },
    { case: 'due in a year and a day', value: '2026-06-16', expected: 'due-date-more-than-1-year-ahead' },
    { case: 'not a date', value: 'volgend jaar', expected: 'date-invalid' },
    { case: 'empty passes', value: '', expected: null },
  ] as const)('$case', ({ value, expected }) => {
    expect(validateMaternityDueDate(value, today)).toBe(expected);
  });
});
