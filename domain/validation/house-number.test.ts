import { describe, expect, test } from 'vitest';
import { validateHouseNumber } from './house-number';

describe('validateHouseNumber: "house number required", a whole number the server takes (1 to 99999), each with its real reason (issue 12 point 10)', () => {
  test.for([
    { value: '12', expected: null },
    { value: ' 7 ', expected: null },
    { value: '1', expected: null },
    { value: '99999', expected: null },
    { value: '', expected: 'required-field' },
    { value: '   ', expected: 'required-field' },
    { value: null, expected: 'required-field' },
    { value: '0', expected: 'house-number-too-small' },
    { value: '-5', expected: 'house-number-too-small' },
    { value: '100000', expected: 'house-number-too-large' },
    { value: '12a', expected: 'number-invalid' },
    { value: '1.5', expected: 'number-invalid' },
    { value: 'twaalf', expected: 'number-invalid' },
  ])('"$value" → $expected', ({ value, expected }) => {
    expect(validateHouseNumber(value)).toBe(expected);
  });
});
