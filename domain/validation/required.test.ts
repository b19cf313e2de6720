import { describe, expect, test } from 'vitest';
import {
  isBlank,
  validateCheckedBox,
  validateMultiChoiceDropdown,
  validateRequiredDropdown,
  validateRequiredNumber,
  validateRequiredText,
} from './required';

describe('validateRequiredText', () => {
  // "Required text: non-empty (message key required-field or a custom key)."
  test.for([
    { case: 'text', value: 'Jan', expected: null },
    { case: 'empty', value: '', expected: 'required-field' },
    { case: 'only spaces', value: '   ', expected: 'required-field' },
    { case: 'null', value: null, expected: 'required-field' },
    { case: 'undefined', value: undefined, expected: 'required-field' },
  ])('$case', ({ value, expected }) => {
    expect(validateRequiredText(value)).toBe(expected);
    expect(isBlank(value)).toBe(expected !== null);
  });

  test('a custom key replaces required-field', () => {
    expect(validateRequiredText('', 'email-required')).toBe('email-required');
    expect(validateRequiredText('a@b.nl', 'email-required')).toBeNull();
  });
});

describe('validateRequiredNumber', () => {
  // "Required number: not empty, false or null; 0 is allowed."
  test.for([
    { case: 'zero', value: 0, expected: null },
    { case: 'a number', value: 12, expected: null },
    { case: 'a typed number', value: '7', expected: null },
    { case: 'typed zero', value: '0', expected: null },
    { case: 'true', value: true, expected: null },
    { case: 'empty', value: '', expected: 'required-field' },
    { case: 'spaces', value: ' ', expected: 'required-field' },
    { case: 'false', value: false, expected: 'required-field' },
    { case: 'null', value: null, expected: 'required-field' },
    { case: 'undefined', value: undefined, expected: 'required-field' },
    { case: 'NaN', value: Number.NaN, expected: 'required-field' },
  ])('$case', ({ value, expected }) => {
    expect(validateRequiredNumber(value)).toBe(expected);
  });
});

describe('validateRequiredDropdown', () => {
  // "Required dropdown: an object with at least 2 keys."
  test.for([
    { case: 'chosen option', value: { key: 1, value: 'Ja' }, expected: null },
    { case: 'option with more fields', value: { key: 'NL', value: 'Nederland', code: 31 }, expected: null },
    { case: 'object with one key', value: { key: 1 }, expected: 'required-field' },
    { case: 'empty object', value: {}, expected: 'required-field' },
    { case: 'null', value: null, expected: 'required-field' },
    { case: 'a string', value: 'Ja', expected: 'required-field' },
    { case: 'an array of two', value: [1, 2], expected: 'required-field' },
  ])('$case', ({ value, expected }) => {
    expect(validateRequiredDropdown(value)).toBe(expected);
  });
});

describe('validateMultiChoiceDropdown', () => {
  // "Multi-choice dropdown: at least 1 entry, and not a single entry whose key is 0."
  test.for([
    { case: 'one real entry', value: [{ key: 3, value: 'Kronen' }], expected: null },
    { case: 'two entries, one with key 0', value: [{ key: 0 }, { key: 2 }], expected: null },
    { case: 'no entries', value: [], expected: 'required-field' },
    { case: 'only key 0', value: [{ key: 0, value: 'Geen' }], expected: 'required-field' },
    { case: "only key '0'", value: [{ key: '0' }], expected: 'required-field' },
    { case: 'null', value: null, expected: 'required-field' },
  ])('$case', ({ value, expected }) => {
    expect(validateMultiChoiceDropdown(value)).toBe(expected);
  });
});

describe('validateCheckedBox', () => {
  // "Checked box: must be true (message no-confirmation)."
  test.for([
    { value: true, expected: null },
    { value: false, expected: 'no-confirmation' },
    { value: null, expected: 'no-confirmation' },
    { value: undefined, expected: 'no-confirmation' },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(validateCheckedBox(value)).toBe(expected);
  });
});
