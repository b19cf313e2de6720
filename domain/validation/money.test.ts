import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isValidMoney,
  parseMoney,
  validateAmountBetween,
  validateAmountDigits,
  validateMoney,
} from './money';

// "Money: digits with optionally 1 or 2 decimals."
const moneyExamples = [
  { value: '12', amount: 12 },
  { value: '0', amount: 0 },
  { value: '12,5', amount: 12.5 },
  { value: '12,50', amount: 12.5 },
  { value: '12.50', amount: 12.5 },
  { value: ' 7,05 ', amount: 7.05 },
  { value: '12,505', amount: null },
  { value: '12,', amount: null },
  { value: ',50', amount: null },
  { value: '1.234,50', amount: null },
  { value: '-5', amount: null },
  { value: '€ 5', amount: null },
  { value: '', amount: null },
];

describe('money format', () => {
  // One table, three readings: the format check, the parsed amount, the field rule.
  test.for(moneyExamples)('"$value" -> $amount', ({ value, amount }) => {
    expect(isValidMoney(value)).toBe(amount !== null);
    expect(parseMoney(value)).toBe(amount);
    if (value !== '') expect(validateMoney(value)).toBe(amount === null ? 'amount-invalid' : null);
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
    { value: '', expected: null },
  ] as const)('"$value" -> $expected', ({ value, expected }) => {
    expect(validateAmountDigits(value)).toBe(expected);
  });
});
