import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isValidDutchPostalCode, validateDutchPostalCode } from './postal-code';

// "Dutch postal code: 4 digits and 2 capital letters, spaces ignored."
describe('isValidDutchPostalCode', () => {
  test.for([
    { value: '1234AB', valid: true },
    { value: '1234 AB', valid: true },
    { value: ' 1234  AB ', valid: true },
    { value: '1 2 3 4 A B', valid: true },
    { value: '1234ab', valid: false },
    { value: '123AB', valid: false },
    { value: '12345AB', valid: false },
    { value: '1234A', valid: false },
    { value: '1234ABC', valid: false },
    { value: 'AB1234', valid: false },
    { value: '1234-AB', valid: false },
    { value: '', valid: false },
  ])('"$value" -> $valid', ({ value, valid }) => {
    expect(isValidDutchPostalCode(value)).toBe(valid);
  });

  test('spaces anywhere do not change the verdict', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z]{0,8}$/), fc.array(fc.nat(), { maxLength: 4 }), (value, positions) => {
        let spaced = value;
        for (const position of positions) {
          const index = position % (spaced.length + 1);
          spaced = `${spaced.slice(0, index)} ${spaced.slice(index)}`;
        }
        expect(isValidDutchPostalCode(spaced)).toBe(isValidDutchPostalCode(value));
      }),
    );
  });
});

describe('validateDutchPostalCode', () => {
  test.for([
    { case: 'empty passes', value: '', expected: null },
    { case: 'null passes', value: null, expected: null },
    { case: 'valid', value: '1234 AB', expected: null },
    { case: 'invalid', value: '1234 ab', expected: 'postal-code-invalid' },
  ] as const)('$case', ({ value, expected }) => {
    expect(validateDutchPostalCode(value)).toBe(expected);
  });
});
