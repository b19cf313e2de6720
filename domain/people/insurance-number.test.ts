import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatInsuranceNumber } from './insurance-number';

describe('formatInsuranceNumber', () => {
  // "Insurance number displayed in groups 4-4-rest."
  test.for([
    { value: '123456789', expected: '1234 5678 9' },
    { value: '80123456789012345678', expected: '8012 3456 789012345678' },
    { value: '12345678', expected: '1234 5678' },
    { value: '123456', expected: '1234 56' },
    { value: '1234', expected: '1234' },
    { value: '', expected: '' },
    { value: ' 1234 5678 9 ', expected: '1234 5678 9' },
    { value: '12\t345678\n9', expected: '1234 5678 9' },
  ])('"$value" -> "$expected"', ({ value, expected }) => {
    expect(formatInsuranceNumber(value)).toBe(expected);
  });

  test('formatting then removing the spaces gives back the input', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{0,24}$/), (value) => {
        expect(formatInsuranceNumber(value).replaceAll(' ', '')).toBe(value);
      }),
    );
  });

  test('formatting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = formatInsuranceNumber(value);
        expect(formatInsuranceNumber(once)).toBe(once);
      }),
    );
  });
});
