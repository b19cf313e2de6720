import fc from 'fast-check';
import { addDays, isWeekend } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { isDutchPublicHoliday } from './holidays';
import { addWorkingDays, contactReplyDate, insuranceCardDeliveryDate, isWorkingDay, nextWorkingDay } from './working-days';

/** Dates inside the built-in holiday years, at any time of day. */
const dates = fc.date({ min: new Date(2024, 0, 1), max: new Date(2047, 11, 1), noInvalidDate: true });

describe('isWorkingDay', () => {
  // "Weekends and holidays are non-working days."
  test.for([
    { case: 'an ordinary Monday', date: new Date(2025, 5, 16), working: true },
    { case: 'a Saturday', date: new Date(2025, 5, 14), working: false },
    { case: 'a Sunday', date: new Date(2025, 5, 15), working: false },
    { case: 'Good Friday', date: new Date(2025, 3, 18), working: false },
    { case: 'Liberation Day on a Monday', date: new Date(2025, 4, 5), working: false },
    { case: 'Ascension Day', date: new Date(2025, 4, 29), working: false },
    { case: 'Whit Monday, late at night', date: new Date(2025, 5, 9, 23, 59), working: false },
    { case: 'Boxing Day', date: new Date(2025, 11, 26), working: false },
    { case: 'New Year 2048 (outside the list), a Wednesday', date: new Date(2048, 0, 1), working: true },
  ])('$case', ({ date, working }) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  test('a working day is never a weekend day nor a holiday', () => {
    fc.assert(
      fc.property(dates, (date) => {
        if (isWorkingDay(date)) {
          expect(isWeekend(date)).toBe(false);
          expect(isDutchPublicHoliday(date)).toBe(false);
        }
      }),
    );
  });
});

describe('addWorkingDays', () => {
  // "Processing within 10 working days", "contact replies within 5 working
  // days", "card delivery about 10 working days".
  test.for([
    { case: 'Friday + 1 is Monday', from: new Date(2025, 5, 13), amount: 1, expected: new Date(2025, 5, 16) },
    { case: 'Monday + 5 is next Monday', from: new Date(2025, 5, 16), amount: 5, expected: new Date(2025, 5, 23) },
    {
      case: 'Thursday before Easter + 1 skips Good Friday, the weekend and Easter Monday',
      from: new Date(2025, 3, 17),
      amount: 1,
      expected: new Date(2025, 3, 22),
    },
    {
      case: 'contact reply 5 working days from Christmas Eve 2025 (skips both Christmas days and New Year)',
      from: new Date(2025, 11, 24),
      amount: 5,
      expected: new Date(2026, 0, 5),
    },
    {
      case: '10 working days over Ascension and Whitsun 2025',
      from: new Date(2025, 4, 26),
      amount: 10,
      expected: new Date(2025, 5, 11),
    },
    { case: 'zero keeps a Saturday', from: new Date(2025, 5, 14), amount: 0, expected: new Date(2025, 5, 14) },
    { case: 'Monday - 1 is Friday', from: new Date(2025, 5, 16), amount: -1, expected: new Date(2025, 5, 13) },
    { case: 'time of day kept', from: new Date(2025, 5, 13, 9, 30), amount: 1, expected: new Date(2025, 5, 16, 9, 30) },
  ])('$case', ({ from, amount, expected }) => {
    expect(addWorkingDays(from, amount)).toEqual(expected);
  });

  test('does not change the date it is given', () => {
    const from = new Date(2025, 5, 13);
    addWorkingDays(from, 3);
    expect(from).toEqual(new Date(2025, 5, 13));
  });

  test.for([{ amount: 1.5 }, { amount: Number.NaN }])('refuses $amount days', ({ amount }) => {
    expect(() => addWorkingDays(new Date(2025, 0, 1), amount)).toThrow(RangeError);
  });

  test('refuses an invalid date', () => {
    expect(() => addWorkingDays(new Date(Number.NaN), 1)).toThrow(RangeError);
  });

  test('n working days later is a working day, with exactly n working days in between (last included)', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 30 }), (from, amount) => {
        const result = addWorkingDays(from, amount);
        expect(isWorkingDay(result)).toBe(true);
        let counted = 0;
        for (let day = addDays(from, 1); day <= result; day = addDays(day, 1)) {
          if (isWorkingDay(day)) counted += 1;
        }
        expect(counted).toBe(amount);
      }),
      { numRuns: 100 },
    );
  });

  test('adding m then n working days equals adding m + n', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), (from, m, n) => {
        expect(addWorkingDays(addWorkingDays(from, m), n)).toEqual(addWorkingDays(from, m + n));
      }),
      { numRuns: 100 },
    );
  });
});

describe('nextWorkingDay', () => {
  test.for([
    { case: 'Friday', from: new Date(2025, 5, 13), expected: new Date(2025, 5, 16) },
    { case: "Friday before King's Day Saturday", from: new Date(2025, 3, 25), expected: new Date(2025, 3, 28) },
    { case: 'Christmas Eve 2025 (Wednesday)', from: new Date(2025, 11, 24), expected: new Date(2025, 11, 29) },
    { case: 'a working Tuesday', from: new Date(2025, 5, 10), expected: new Date(2025, 5, 11) },
  ])('$case', ({ from, expected }) => {
    expect(nextWorkingDay(from)).toEqual(expected);
  });

  test('is strictly later and a working day', () => {
    fc.assert(
      fc.property(dates, (from) => {
        const next = nextWorkingDay(from);
        expect(next > from).toBe(true);
        expect(isWorkingDay(next)).toBe(true);
      }),
    );
  });
});

describe('contactReplyDate', () => {
  // "Contact replies within 5 working days" (spec 02 §9).
  test.for([
    { case: 'sent on a Monday: the Monday after', receivedOn: new Date(2026, 10, 23, 22, 40), expected: new Date(2026, 10, 30, 22, 40) },
    { case: 'sent on a Friday: the Friday after', receivedOn: new Date(2026, 10, 20), expected: new Date(2026, 10, 27) },
    { case: 'sent on a Saturday: the Friday after', receivedOn: new Date(2026, 10, 21), expected: new Date(2026, 10, 27) },
    { case: 'sent on a Sunday: the Friday after', receivedOn: new Date(2026, 10, 22), expected: new Date(2026, 10, 27) },
    { case: 'over Christmas and New Year 2026', receivedOn: new Date(2026, 11, 23), expected: new Date(2026, 11, 31) },
    { case: "sent on the Friday before King's Day 2027 (a Tuesday)", receivedOn: new Date(2027, 3, 23), expected: new Date(2027, 4, 3) },
  ])('$case', ({ receivedOn, expected }) => {
    expect(contactReplyDate(receivedOn)).toEqual(expected);
  });
});

describe('insuranceCardDeliveryDate', () => {
  // "Physical insurance card delivery about 10 working days" (spec 02 §9).
  test.for([
    { case: 'requested on a Monday: two weeks later', requestedOn: new Date(2026, 10, 23), expected: new Date(2026, 11, 7) },
    { case: 'requested on a Saturday: counts from the Monday', requestedOn: new Date(2026, 10, 21), expected: new Date(2026, 11, 4) },
    { case: 'over Christmas and New Year 2026', requestedOn: new Date(2026, 11, 18), expected: new Date(2027, 0, 5) },
    { case: "over King's Day 2027 (a Tuesday)", requestedOn: new Date(2027, 3, 19), expected: new Date(2027, 4, 4) },
  ])('$case', ({ requestedOn, expected }) => {
    expect(insuranceCardDeliveryDate(requestedOn)).toEqual(expected);
  });
});
