import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyInputMask, matchesInputMask, validateInputMask } from './input-mask';

// "Input mask symbols: # digit, a letter, A uppercase letter, n alphanumeric,
// N uppercase alphanumeric, X any."
describe('matchesInputMask', () => {
  test.for([
    { mask: '#### AA', value: '1234 AB', matches: true },
    { mask: '#### AA', value: '1234 ab', matches: false },
    { mask: '#### AA', value: '1234AB', matches: false },
    { mask: '#### aa', value: '1234 ab', matches: true },
    { mask: '#### aa', value: '1234 AB', matches: true },
    { mask: '##-##', value: '12-34', matches: true },
    { mask: '##-##', value: '12-3', matches: false },
    { mask: 'nnn', value: 'a1B', matches: true },
    { mask: 'nnn', value: 'a1-', matches: false },
    { mask: 'NNN', value: 'A1B', matches: true },
    { mask: 'NNN', value: 'a1B', matches: false },
    { mask: 'XXX', value: '?! ', matches: true },
    { mask: 'a', value: 'é', matches: true },
    { mask: '#', value: 'a', matches: false },
  ])('"$value" against "$mask" -> $matches', ({ mask, value, matches }) => {
    expect(matchesInputMask(value, mask)).toBe(matches);
    expect(validateInputMask(value, mask)).toBe(matches ? null : 'input-mask-mismatch');
  });
});

describe('applyInputMask', () => {
  test.for([
    { case: 'postal code typed plainly', mask: '#### AA', input: '1234ab', expected: '1234 AB' },
    { case: 'postal code half typed', mask: '#### AA', input: '1234a', expected: '1234 A' },
    { case: 'literal typed by the user', mask: '#### AA', input: '1234 AB', expected: '1234 AB' },
    { case: 'unfit characters dropped', mask: '##-##', input: '1a2b3c4', expected: '12-34' },
    { case: 'extra input ignored', mask: '###', input: '123456', expected: '123' },
    { case: 'nothing typed', mask: '#### AA', input: '', expected: '' },
    { case: 'insurance number', mask: '#### #### #', input: '123456789', expected: '1234 5678 9' },
  ])('$case: "$input" -> "$expected"', ({ mask, input, expected }) => {
    expect(applyInputMask(input, mask)).toBe(expected);
  });

  const masks = fc.stringMatching(/^[#aAnNX \-./]{1,10}$/);

  test('applying a mask twice changes nothing', () => {
    fc.assert(
      fc.property(masks, fc.string({ maxLength: 14 }), (mask, input) => {
        const once = applyInputMask(input, mask);
        expect(applyInputMask(once, mask)).toBe(once);
      }),
    );
  });

  test('a result as long as the mask matches the mask', () => {
    fc.assert(
      fc.property(masks, fc.string({ maxLength: 14 }), (mask, input) => {
        const masked = applyInputMask(input, mask);
        if (Array.from(masked).length === Array.from(mask).length) {
          expect(matchesInputMask(masked, mask)).toBe(true);
        }
      }),
    );
  });

  test('a value that matches the mask comes through unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4} [A-Z]{2}$/), (value) => {
        expect(applyInputMask(value, '#### AA')).toBe(value);
      }),
    );
  });
});
