import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatForgotFlowBirthDate, formatSubmittedDate, parseCalendarDate } from './date-formats';

describe('date formats', () => {
  // "Submitted dates formatted yyyy-MM-dd; forgot flows use year/month/day."
  test.for([
    { date: new Date(1980, 3, 5), submitted: '1980-04-05', forgotFlow: '1980/04/05' },
    { date: new Date(2000, 11, 31, 23, 59), submitted: '2000-12-31', forgotFlow: '2000/12/31' },
    { date: new Date(1900, 0, 1), submitted: '1900-01-01', forgotFlow: '1900/01/01' },
  ])('$submitted', ({ date, submitted, forgotFlow }) => {
    expect(formatSubmittedDate(date)).toBe(submitted);
    expect(formatForgotFlowBirthDate(date)).toBe(forgotFlow);
  });

  test('an invalid Date cannot be formatted', () => {
    expect(() => formatSubmittedDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('parseCalendarDate', () => {
  test.for([
    { value: '2025-06-15', expected: new Date(2025, 5, 15) },
    { value: '15-06-2025', expected: new Date(2025, 5, 15) },
    { value: ' 2024-02-29 ', expected: new Date(2024, 1, 29) },
    { value: '2023-02-29', expected: null },
    { value: '2025-6-15', expected: null },
    { value: '15/06/2025', expected: null },
    { value: '', expected: null },
  ])('"$value"', ({ value, expected }) => {
    expect(parseCalendarDate(value)).toEqual(expected);
  });

  test('formatting and parsing back gives the same calendar day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (date) => {
        const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
        expect(parseCalendarDate(formatSubmittedDate(date))).toEqual(day);
      }),
    );
  });
});
