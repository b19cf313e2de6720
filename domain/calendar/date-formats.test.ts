import { isValid, parse } from 'date-fns';
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
    { value: '31-04-2025', expected: null },
    { value: '2025-13-01', expected: null },
    { value: '00-01-2025', expected: null },
    { value: '2025-01-00', expected: null },
    { value: '29-02-2000', expected: new Date(2000, 1, 29) },
    { value: '29-02-1900', expected: null },
    { value: '0000-01-01', expected: null },
    { value: '2025-06-15T00:00', expected: null },
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

  // issue 19: the hand-written reader answers what date-fns `parse` answered, for every string of either shape
  test('the same answer as date-fns parse for any string of the two shapes', () => {
    const twoDigits = fc.integer({ min: 0, max: 39 }).map((n) => String(n).padStart(2, '0'));
    const fourDigits = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
    const oracle = (text: string, format: string) => {
      const date = parse(text, format, new Date(2000, 0, 1));
      return isValid(date) ? date : null;
    };
    fc.assert(
      fc.property(fourDigits, twoDigits, twoDigits, (year, month, day) => {
        expect(parseCalendarDate(`${year}-${month}-${day}`)).toEqual(oracle(`${year}-${month}-${day}`, 'yyyy-MM-dd'));
        expect(parseCalendarDate(`${day}-${month}-${year}`)).toEqual(oracle(`${day}-${month}-${year}`, 'dd-MM-yyyy'));
      }),
      { numRuns: 2000 },
    );
  });
});
