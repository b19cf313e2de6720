import { format, getDay } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isPremiumCollected, paymentChangeEffectiveDate, premiumCollectionDate } from './premium-collection';

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const anyDay = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true });

describe('a premium paid by direct debit: collected from its collection date on', () => {
  // "Premium collected around the 28th (the Friday before if on a weekend)."
  test.for([
    { name: 'the first of the month', month: '2026-12-01', today: '2026-12-01T09:00', collected: false },
    { name: 'the evening before the 28th', month: '2026-12-01', today: '2026-12-27T23:59', collected: false },
    { name: 'the 28th itself, a Monday, early', month: '2026-12-01', today: '2026-12-28T00:00', collected: true },
    { name: 'the day after the 28th', month: '2026-12-01', today: '2026-12-29T12:00', collected: true },
    { name: 'the Friday before a Sunday the 28th', month: '2027-02-01', today: '2027-02-26T08:00', collected: true },
    { name: 'the Thursday before a Sunday the 28th', month: '2027-02-01', today: '2027-02-25T18:00', collected: false },
    { name: 'the month before', month: '2026-11-01', today: '2026-12-02T12:00', collected: true },
    { name: 'a month ahead', month: '2027-01-01', today: '2026-12-30T12:00', collected: false },
  ])('$name: $collected', ({ month, today, collected }) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    expect(isPremiumCollected(new Date(year, monthNumber - 1, 1), new Date(today))).toBe(collected);
  });
});

describe('premium collection date', () => {
  // "Premium collected around the 28th (the Friday before if on a weekend)."
  test.for([
    { name: 'a Friday the 28th', month: '2025-02', collected: '2025-02-28' },
    { name: 'a Tuesday the 28th', month: '2025-01', collected: '2025-01-28' },
    { name: 'a Saturday the 28th', month: '2025-06', collected: '2025-06-27' },
    { name: 'a Sunday the 28th', month: '2025-12', collected: '2025-12-26' },
    { name: 'a Sunday the 28th in a leap February', month: '2027-02', collected: '2027-02-26' },
  ])('$name: $collected', ({ month, collected }) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    expect(day(premiumCollectionDate(new Date(year, monthNumber - 1, 15)))).toBe(collected);
  });

  test('property: always a weekday between the 26th and the 28th of the same month', () => {
    fc.assert(
      fc.property(anyDay, (month) => {
        const collected = premiumCollectionDate(month);
        expect([1, 2, 3, 4, 5]).toContain(getDay(collected));
        expect(collected.getDate()).toBeGreaterThanOrEqual(26);
        expect(collected.getDate()).toBeLessThanOrEqual(28);
        expect(collected.getMonth()).toBe(month.getMonth());
      }),
    );
  });

  test('property: the 28th itself whenever the 28th is a weekday', () => {
    fc.assert(
      fc.property(anyDay, (month) => {
        const the28th = new Date(month.getFullYear(), month.getMonth(), 28);
        fc.pre(getDay(the28th) !== 0 && getDay(the28th) !== 6);
        expect(premiumCollectionDate(month)).toEqual(the28th);
      }),
    );
  });
});

describe('payment change effective date', () => {
  // "Payment changes before the 10th apply the next month."
  test.for([
    { name: 'the 1st', today: new Date(2025, 2, 1), effective: '2025-04-01' },
    { name: 'the 9th, late evening', today: new Date(2025, 2, 9, 23, 59), effective: '2025-04-01' },
    { name: 'the 10th', today: new Date(2025, 2, 10), effective: '2025-05-01' },
    { name: 'the 31st', today: new Date(2025, 2, 31), effective: '2025-05-01' },
    { name: 'December before the 10th', today: new Date(2025, 11, 3), effective: '2026-01-01' },
    { name: 'December after the 10th', today: new Date(2025, 11, 20), effective: '2026-02-01' },
  ])('$name: $effective', ({ today, effective }) => {
    expect(day(paymentChangeEffectiveDate(today))).toBe(effective);
  });

  test('property: always a 1st, one or two months ahead', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const effective = paymentChangeEffectiveDate(today);
        const monthsAhead = (effective.getFullYear() - today.getFullYear()) * 12 + effective.getMonth() - today.getMonth();
        expect(effective.getDate()).toBe(1);
        expect(monthsAhead).toBe(today.getDate() < 10 ? 1 : 2);
      }),
    );
  });
});
