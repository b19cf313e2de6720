import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DECLARATION_CARE_TYPE_KEYS, assessDeclaration, isOwnRiskApplicable } from './declaration-assessment';

describe('assessDeclaration', () => {
  // "Own risk: mandatory 385 euro, voluntary extra 500, total 885, for persons
  // aged 18 or over" (spec 02 §9); issue 17: "own risk taken first for persons
  // of 18 and over until the year's own risk is used up, except for care that
  // by law does not count towards it (general practitioner, maternity care,
  // district nursing)".
  test.for([
    { case: 'an adult, hospital care, own risk untouched', amount: 1250, careType: 'hospital', age: 42, remaining: 885, result: { excessAmount: 885, compensatedAmount: 365, uncompensatedAmount: 885 } },
    { case: 'an adult, medicines, own risk partly used', amount: 68.3, careType: 'pharmacy', age: 42, remaining: 456.85, result: { excessAmount: 68.3, compensatedAmount: 0, uncompensatedAmount: 68.3 } },
    { case: 'an adult, the own risk used up', amount: 120, careType: 'hospital', age: 42, remaining: 0, result: { excessAmount: 0, compensatedAmount: 120, uncompensatedAmount: 0 } },
    { case: 'an adult, the rest of the own risk', amount: 120, careType: 'medical-aids', age: 30, remaining: 20.15, result: { excessAmount: 20.15, compensatedAmount: 99.85, uncompensatedAmount: 20.15 } },
    { case: 'the general practitioner never counts', amount: 42.5, careType: 'general-practitioner', age: 42, remaining: 885, result: { excessAmount: 0, compensatedAmount: 42.5, uncompensatedAmount: 0 } },
    { case: 'maternity care never counts', amount: 950, careType: 'maternity-care', age: 31, remaining: 385, result: { excessAmount: 0, compensatedAmount: 950, uncompensatedAmount: 0 } },
    { case: 'district nursing never counts', amount: 300, careType: 'district-nursing', age: 80, remaining: 385, result: { excessAmount: 0, compensatedAmount: 300, uncompensatedAmount: 0 } },
    { case: 'a child of 17 has no own risk', amount: 500, careType: 'hospital', age: 17, remaining: 0, result: { excessAmount: 0, compensatedAmount: 500, uncompensatedAmount: 0 } },
    { case: 'on the 18th birthday it applies', amount: 500, careType: 'hospital', age: 18, remaining: 385, result: { excessAmount: 385, compensatedAmount: 115, uncompensatedAmount: 385 } },
  ] as const)('$case', ({ amount, careType, age, remaining, result }) => {
    expect(assessDeclaration({ amount, careType, ageOnTreatment: age, ownRiskRemaining: remaining })).toEqual(result);
  });

  test('property: own risk plus reimbursement is the amount; the own risk never above what is left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom(...DECLARATION_CARE_TYPE_KEYS),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 88_500 }),
        (amountCents, careType, age, remainingCents) => {
          const result = assessDeclaration({ amount: amountCents / 100, careType, ageOnTreatment: age, ownRiskRemaining: remainingCents / 100 });
          expect(Math.round(result.excessAmount * 100) + Math.round(result.compensatedAmount * 100)).toBe(amountCents);
          expect(Math.round(result.excessAmount * 100)).toBeLessThanOrEqual(remainingCents);
          if (!isOwnRiskApplicable(careType, age)) expect(result.excessAmount).toBe(0);
        },
      ),
    );
  });
});
