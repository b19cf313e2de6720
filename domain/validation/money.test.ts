import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isValidMoney,
  parseMoney,
  readMoney,
  validateAmountBetween,
  validateAmountDigits,
  validateMoney,
} from './money';

// "Money: digits with optionally 1 or 2 decimals" (spec 01 §5), in the notation people in the
// Netherlands type (issue 33): each row an input, the amount it is read as, or why it is refused.
const moneyExamples: { value: string; amount: number | null; problem?: 'amount-invalid' | 'amount-ambiguous' }[] = [
  { value: '12', amount: 12 },
  { value: '0', amount: 0 },
  { value: '12,5', amount: 12.5 },
  { value: '12,50', amount: 12.5 },
  { value: '12.50', amount: 12.5 },
  { value: ' 7,05 ', amount: 7.05 },
  // issue 33: Dutch notation
  { value: '3.450,00', amount: 3450 },
  { value: '1.250', amount: 1250 },
  { value: '1.234,50', amount: 1234.5 },
  { value: '1.234.567,89', amount: 1234567.89 },
  { value: '1 250,00', amount: 1250 },
  { value: '45,-', amount: 45 },
  { value: '45,--', amount: 45 },
  { value: '€ 12,50', amount: 12.5 },
  { value: '€12,50', amount: 12.5 },
  { value: '€ 45,-', amount: 45 },
  { value: '12,50 EUR', amount: 12.5 },
  { value: 'USD 180,00', amount: 180 },
  // read two ways: refused, not guessed
  { value: '1,250', amount: null, problem: 'amount-ambiguous' },
  { value: '1,250.00', amount: null, problem: 'amount-ambiguous' },
  { value: '12,345,678', amount: null, problem: 'amount-ambiguous' },
  // not an amount
  { value: '12,505', amount: null, problem: 'amount-ambiguous' },
  { value: '12,', amount: null, problem: 'amount-invalid' },
  { value: ',50', amount: null, problem: 'amount-invalid' },
  { value: '1.23.4', amount: null, problem: 'amount-invalid' },
  { value: '1.250,5,0', amount: null, problem: 'amount-invalid' },
  { value: '12.345,678', amount: null, problem: 'amount-invalid' },
  { value: '1 25', amount: null, problem: 'amount-invalid' },
  { value: '-5', amount: null, problem: 'amount-invalid' },
  { value: 'tien', amount: null, problem: 'amount-invalid' },
  { value: '€', amount: null, problem: 'amount-invalid' },
  { value: '', amount: null, problem: 'amount-invalid' },
];

describe('money in Dutch notation', () => {
  // One table, four readings: the reading, the format check, the parsed amount, the field rule.
  test.for(moneyExamples)('"$value" -> $amount', ({ value, amount, problem }) => {
    expect(readMoney(value)).toEqual(amount === null ? { problem } : expect.objectContaining({ amount }));
    expect(isValidMoney(value)).toBe(amount !== null);
    expect(parseMoney(value)).toBe(amount);
    if (value !== '') expect(validateMoney(value)).toBe(amount === null ? problem : null);
  });

  test('empty passes the field rule', () => {
    expect(validateMoney('')).toBeNull();
    expect(validateMoney(null)).toBeNull();
  });

  test('comma and dot give the same amount', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^\d{1,2}$/), (euros, cents) => {
        expect(parseMoney(`${euros},${cents}`)).toBe(parseMoney(`${euros}.${cents}`));
      }),
    );
  });

  test('an amount written the Dutch way is read back as itself (nl-NL formatting round-trips)', () => {
    const dutch = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseMoney(dutch.format(cents / 100))).toBe(cents / 100);
        // "€ 1.234,56" with the non-breaking space Intl puts after the sign
        expect(parseMoney(euro.format(cents / 100).replace(/\u00a0/g, ' '))).toBe(cents / 100);
      }),
    );
  });
});

describe('validateAmountBetween', () => {
  // "Amount between min and max, each with its own message."
  test.for([
    { case: 'inside', value: '100', expected: null },
    { case: 'equal to min', value: '50', expected: null },
    { case: 'equal to max', value: '2000,00', expected: null },
    { case: 'below min', value: '49,99', expected: 'amount-below-min' },
    { case: 'above max', value: '2000,01', expected: 'amount-above-max' },
    { case: 'as a number', value: 10, expected: 'amount-below-min' },
    { case: 'not money', value: 'tien', expected: 'amount-invalid' },
    { case: 'empty passes', value: '', expected: null },
  ] as const)('$case: $value in [50, 2000]', ({ value, expected }) => {
    expect(validateAmountBetween(value, { min: 50, max: 2000 })).toBe(expected);
  });

  test('either bound may be left out', () => {
    expect(validateAmountBetween('1000000', { min: 25 })).toBeNull();
    expect(validateAmountBetween('0', { max: 25 })).toBeNull();
  });
});

describe('validateAmountDigits', () => {
  // "Amount up to 9 digits."
  test.for([
    { value: '123456789', expected: null },
    { value: '123456789,99', expected: null },
    { value: '1234567890', expected: 'amount-too-many-digits' },
    { value: '12a', expected: 'amount-invalid' },
    { value: '123.456.789,00', expected: null },
    { value: '1.234.567.890', expected: 'amount-too-many-digits' },
    { value: '1,250', expected: 'amount-ambiguous' },
    { value: '', expected: null },
  ] as const)('"$value" -> $expected', ({ value, expected }) => {
    expect(validateAmountDigits(value)).toBe(expected);
  });
});
