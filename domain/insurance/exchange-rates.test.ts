import { describe, expect, test } from 'vitest';
import { convertToEuro, referenceRateOn, type ExchangeRateTable } from './exchange-rates';

/** Issue 32: "converted at a documented reference rate of its treatment date". */
const TABLE: ExchangeRateTable = {
  USD: [
    { from: '2024-01-01', euroPerUnit: 0.91 },
    { from: '2026-07-01', euroPerUnit: 0.86 },
    { from: '2025-01-01', euroPerUnit: 0.95 },
  ],
  THB: [{ from: '2024-01-01', euroPerUnit: 0.026 }],
};

describe('referenceRateOn', () => {
  test.for([
    { case: 'the euro is 1, whatever the table', currency: 'EUR', day: '1999-01-01', rate: 1 },
    { case: 'the day a rate starts', currency: 'USD', day: '2024-01-01', rate: 0.91 },
    { case: 'the last day before the next rate', currency: 'USD', day: '2024-12-31', rate: 0.91 },
    { case: 'the latest rate on or before the day, in any order of the table', currency: 'USD', day: '2025-06-30', rate: 0.95 },
    { case: 'after the last rate: the last rate', currency: 'USD', day: '2099-01-05', rate: 0.86 },
    { case: 'before the first rate: none', currency: 'USD', day: '2023-12-31', rate: null },
    { case: 'a currency the table does not hold', currency: 'CHF', day: '2026-01-01', rate: null },
    { case: 'a key of every object is no currency', currency: 'constructor', day: '2026-01-01', rate: null },
    { case: 'no day', currency: 'USD', day: '', rate: null },
  ])('$case', ({ currency, day, rate }) => {
    expect(referenceRateOn(TABLE, currency, day)).toBe(rate);
  });
});

describe('convertToEuro', () => {
  test.for([
    { amount: 100, rate: 0.91, euros: 91 },
    { amount: 2400, rate: 0.86, euros: 2064 },
    { amount: 50000, rate: 0.9908630, euros: 49543.15 },
    { amount: 1234.56, rate: 0.026, euros: 32.1 },
    { amount: 0.01, rate: 0.5, euros: 0.01 },
    { amount: 0.01, rate: 0.4, euros: 0 },
  ])('$amount at $rate is € $euros', ({ amount, rate, euros }) => {
    expect(convertToEuro(amount, rate)).toBe(euros);
  });
});
