import { describe, expect, test } from 'vitest';
import { hasFertilityReimbursementRight } from './treatment-abroad';

describe('fertility treatment abroad', () => {
  // "Fertility: no right to reimbursement from age 43."
  const today = new Date(2025, 5, 1);
  test.for([
    { name: '30 years old', birthDate: '1995-01-01', right: true },
    { name: 'the day before turning 43', birthDate: '1982-06-02', right: true },
    { name: 'turning 43 today', birthDate: '1982-06-01', right: false },
    { name: '50 years old', birthDate: '1975-01-01', right: false },
  ])('$name: right $right', ({ birthDate, right }) => {
    expect(hasFertilityReimbursementRight(birthDate, today)).toBe(right);
  });
});
