import { expect, test } from 'vitest';
import { validateChildUnder16 } from './age';

const today = new Date(2025, 5, 15);

// "Child under 16 check from birth date."
test.for([
  { case: 'aged 15', birthDate: '2010-01-01', expected: null },
  { case: 'turns 16 tomorrow', birthDate: '2009-06-16', expected: null },
  { case: 'turns 16 today', birthDate: '2009-06-15', expected: 'child-not-under-16' },
  { case: 'aged 30', birthDate: '15-06-1995', expected: 'child-not-under-16' },
  { case: 'empty passes', birthDate: '', expected: null },
  { case: 'unreadable is left to the date rules', birthDate: 'gisteren', expected: null },
] as const)('$case', ({ birthDate, expected }) => {
  expect(validateChildUnder16(birthDate, today)).toBe(expected);
});
