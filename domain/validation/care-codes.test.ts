import { expect, test } from 'vitest';
import { validateAgbCode, validateBigCode } from './care-codes';

// "BIG code 11 digits; AGB code 8 digits."
test.for([
  { rule: 'BIG', value: '12345678901', expected: null },
  { rule: 'BIG', value: '1234567890', expected: 'big-code-invalid' },
  { rule: 'BIG', value: '123456789012', expected: 'big-code-invalid' },
  { rule: 'BIG', value: '1234567890a', expected: 'big-code-invalid' },
  { rule: 'BIG', value: '', expected: null },
  { rule: 'AGB', value: '12345678', expected: null },
  { rule: 'AGB', value: '1234567', expected: 'agb-code-invalid' },
  { rule: 'AGB', value: '123456789', expected: 'agb-code-invalid' },
  { rule: 'AGB', value: '', expected: null },
] as const)('$rule "$value" -> $expected', ({ rule, value, expected }) => {
  expect((rule === 'BIG' ? validateBigCode : validateAgbCode)(value)).toBe(expected);
});
