import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bsnInUseMessage,
  isValidBsn,
  normalizeBsn,
  validateBsn,
  validateBsnNotAlreadyInsured,
} from './bsn';

// "BSN: 8 or 9 digits; 11-test weighted checksum with the last digit weighted
// -1, sum divisible by 11 and non-zero." (spec 02: "9 digits (8 also
// tolerated with a zero-weighted checksum)")
const examples = [
  { case: 'valid 9 digits', bsn: '111222333', valid: true },
  { case: 'valid 9 digits', bsn: '123456782', valid: true },
  { case: 'valid with leading zero', bsn: '010000021', valid: true },
  { case: 'the same as 8 digits', bsn: '10000021', valid: true },
  { case: 'checksum off by one', bsn: '123456783', valid: false },
  { case: 'sum is zero', bsn: '000000000', valid: false },
  { case: 'sum is zero, 8 digits', bsn: '00000000', valid: false },
  // The length rule alone: each of these rows passes the 11-test once read
  // with leading zeros (0 010 000 20: 7 x 1 + 2 x 2 = 11) or on its first nine
  // digits (123456782), so only "8 or 9 digits" refuses them.
  { case: '7 digits that pass the 11-test with leading zeros', bsn: '1000020', valid: false },
  { case: '7 digits', bsn: '1234567', valid: false },
  { case: '10 digits, the first nine a valid BSN', bsn: '1234567820', valid: false },
  { case: 'with spaces', bsn: '1112 22 333', valid: false },
  { case: 'with a letter', bsn: '11122233a', valid: false },
  { case: 'empty', bsn: '', valid: false },
] as const;

test.for(examples)('isValidBsn: $case ($bsn) -> $valid', ({ bsn, valid }) => {
  expect(isValidBsn(bsn)).toBe(valid);
});

/**
 * Test-local reference: eight random digits and the ninth that makes the
 * 11-test pass, when one exists (a needed check digit of 10 has none).
 */
const validBsn = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .map((digits) => {
    const partial = digits.reduce((sum, digit, index) => sum + digit * (9 - index), 0);
    return { digits, checkDigit: partial % 11, partial };
  })
  .filter(({ checkDigit, partial }) => checkDigit <= 9 && partial - checkDigit !== 0)
  .map(({ digits, checkDigit }) => [...digits, checkDigit].join(''));

describe('isValidBsn properties', () => {
  test('every number built by the 11-test is valid', () => {
    fc.assert(
      fc.property(validBsn, (bsn) => {
        expect(isValidBsn(bsn)).toBe(true);
      }),
    );
  });

  // Each weight (9..2, -1) is non-zero modulo the prime 11, so a single
  // changed digit always breaks the sum.
  test('changing any one digit makes a valid BSN invalid', () => {
    fc.assert(
      fc.property(validBsn, fc.nat(8), fc.integer({ min: 1, max: 9 }), (bsn, index, delta) => {
        const changed = (Number(bsn[index]) + delta) % 10;
        const variant = bsn.slice(0, index) + String(changed) + bsn.slice(index + 1);
        expect(isValidBsn(variant)).toBe(false);
      }),
    );
  });

  // Neighbouring weights differ by 1 (or 3 for the last pair), so swapping
  // two different neighbouring digits breaks the sum too.
  test('swapping two different neighbouring digits makes a valid BSN invalid', () => {
    fc.assert(
      fc.property(validBsn, fc.nat(7), (bsn, index) => {
        fc.pre(bsn[index] !== bsn[index + 1]);
        const swapped =
          bsn.slice(0, index) + (bsn[index + 1] ?? '') + (bsn[index] ?? '') + bsn.slice(index + 2);
        expect(isValidBsn(swapped)).toBe(false);
      }),
    );
  });

  test('an 8-digit BSN is valid exactly when it is with a leading zero', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (bsn) => {
        expect(isValidBsn(bsn)).toBe(isValidBsn(`0${bsn}`));
      }),
    );
  });
});

describe('validateBsn', () => {
  test.for([
    { case: 'empty passes', value: '', expected: null },
    { case: 'null passes', value: null, expected: null },
    { case: 'valid', value: '111222333', expected: null },
    { case: 'invalid', value: '111222334', expected: 'bsn-invalid' },
  ] as const)('$case', ({ value, expected }) => {
    expect(validateBsn(value)).toBe(expected);
  });
});

describe('BSN already registered', () => {
  // "A BSN already among the insured is rejected; server check says whether
  // it is in use for the agreement." — 'Deze BSN heeft u al geregistreerd.'
  test.for([
    { case: 'new BSN', bsn: '123456782', insured: ['111222333'], expected: null },
    { case: 'already insured', bsn: '111222333', insured: ['111222333'], expected: 'bsn-already-registered' },
    { case: 'insured in 8-digit form', bsn: '010000021', insured: ['10000021'], expected: 'bsn-already-registered' },
    { case: 'no insured yet', bsn: '111222333', insured: [], expected: null },
  ] as const)('$case', ({ bsn, insured, expected }) => {
    expect(validateBsnNotAlreadyInsured(bsn, insured)).toBe(expected);
  });

  test('the server answer true means in use', () => {
    expect(bsnInUseMessage(true)).toBe('bsn-already-registered');
    expect(bsnInUseMessage(false)).toBeNull();
  });

  test('normalizeBsn pads 8 digits to 9 and leaves others alone', () => {
    expect(normalizeBsn('10000021')).toBe('010000021');
    expect(normalizeBsn('111222333')).toBe('111222333');
    expect(normalizeBsn('abc')).toBe('abc');
  });
});
