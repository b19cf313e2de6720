import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  POLICY_CHANGE_MESSAGES_NL,
  editPolicyStart,
  editPolicyYear,
  editPolicyDenialReason,
  isPaymentTermChangeBlocked,
  isPolicyChangePossible,
  isPolicyMutable,
  policyChangeStartDate,
} from './edit-policy';

describe('edit-policy denial reason', () => {
  // "Edit-policy denial reason for an agreement, in this order: user not main insured on the agreement
  //  gives the not-main-insured message; defaulter gives the payment-deficit message; ended agreement
  //  gives the ended-policy message; otherwise no reason if editing is possible, else the
  //  not-yet-possible message (too early for next year's packages)."
  // "Changing the payment term is blocked while not yet possible or during a payment deficit."
  const cases = [
    { isMainInsured: true, isDefaulter: false, hasAgreementEnded: false, isEditPossible: true, reason: null, termBlocked: false },
    { isMainInsured: true, isDefaulter: false, hasAgreementEnded: false, isEditPossible: false, reason: 'not-yet-possible', termBlocked: true },
    { isMainInsured: true, isDefaulter: false, hasAgreementEnded: true, isEditPossible: true, reason: 'ended-policy', termBlocked: false },
    { isMainInsured: true, isDefaulter: false, hasAgreementEnded: true, isEditPossible: false, reason: 'ended-policy', termBlocked: true },
    { isMainInsured: true, isDefaulter: true, hasAgreementEnded: false, isEditPossible: true, reason: 'payment-deficit', termBlocked: true },
    { isMainInsured: true, isDefaulter: true, hasAgreementEnded: true, isEditPossible: false, reason: 'payment-deficit', termBlocked: true },
    { isMainInsured: false, isDefaulter: false, hasAgreementEnded: false, isEditPossible: true, reason: 'not-main-insured', termBlocked: false },
    { isMainInsured: false, isDefaulter: true, hasAgreementEnded: true, isEditPossible: false, reason: 'not-main-insured', termBlocked: true },
  ] as const;

  test.for(cases)(
    'main $isMainInsured, defaulter $isDefaulter, ended $hasAgreementEnded, possible $isEditPossible: $reason',
    ({ reason, termBlocked: _, ...facts }) => {
      expect(editPolicyDenialReason(facts)).toBe(reason);
    },
  );
  test.for(cases)('defaulter $isDefaulter, possible $isEditPossible: payment term blocked $termBlocked', ({ termBlocked, ...facts }) => {
    expect(isPaymentTermChangeBlocked(facts)).toBe(termBlocked);
  });
  test.for(cases)('mutable exactly when there is no denial reason ($reason)', ({ reason, termBlocked: _, ...facts }) => {
    expect(isPolicyMutable(editPolicyDenialReason(facts))).toBe(reason === null);
  });

  test('property: "Only the main insured may edit. ... defaulters may not."', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (isMainInsured, isDefaulter, hasAgreementEnded, isEditPossible) => {
        const editable = isPolicyMutable(editPolicyDenialReason({ isMainInsured, isDefaulter, hasAgreementEnded, isEditPossible }));
        expect(editable).toBe(isMainInsured && !isDefaulter && !hasAgreementEnded && isEditPossible);
      }),
    );
  });
});

describe('policy change window', () => {
  // "Policy changes possible until and including 31 January, retroactive to 1 January."
  test.for([
    { name: 'December before the year', today: new Date(2024, 11, 31, 12), possible: true },
    { name: 'New Year', today: new Date(2025, 0, 1), possible: true },
    { name: 'last minute of 31 January', today: new Date(2025, 0, 31, 23, 59), possible: true },
    { name: '1 February', today: new Date(2025, 1, 1), possible: false },
    { name: 'summer', today: new Date(2025, 6, 1), possible: false },
  ])('$name: possible $possible for 2025', ({ today, possible }) => {
    expect(isPolicyChangePossible(2025, today)).toBe(possible);
  });
  test('retroactive to 1 January', () => {
    expect(policyChangeStartDate(2025)).toEqual(new Date(2025, 0, 1));
  });
});

describe('polis-wijzigen without parameters (issue 15)', () => {
  // "Policy changes possible until and including 31 January, retroactive to 1 January"; next year once offered
  test.for([
    { thisYear: 2026, offeredYear: 2027, year: 2027 },
    { thisYear: 2027, offeredYear: 2027, year: 2027 },
    { thisYear: 2026, offeredYear: null, year: 2026 },
  ])('this year $thisYear, offered $offeredYear: $year', ({ thisYear, offeredYear, year }) => {
    expect(editPolicyYear(thisYear, offeredYear)).toBe(year);
  });

  const agreement = (agreementId: string, editPolicyDenialReason: string | null) => ({ agreementId, editPolicyDenialReason });
  test.for([
    { name: 'one editable', agreements: [agreement('1', null)], start: { kind: 'edit', agreement: agreement('1', null) } },
    { name: 'one editable beside a denied one', agreements: [agreement('1', 'ended-policy'), agreement('2', null)], start: { kind: 'edit', agreement: agreement('2', null) } },
    { name: 'none editable: the overview says why', agreements: [agreement('1', 'payment-deficit')], start: { kind: 'overview' } },
    { name: 'two editable: a choice between them', agreements: [agreement('1', null), agreement('2', null)], start: { kind: 'choose', agreements: [agreement('1', null), agreement('2', null)] } },
    { name: 'two editable beside a denied one: a choice between the two', agreements: [agreement('1', null), agreement('2', 'ended-policy'), agreement('3', null)], start: { kind: 'choose', agreements: [agreement('1', null), agreement('3', null)] } },
    { name: 'several, none editable: the overview says why', agreements: [agreement('1', 'ended-policy'), agreement('2', 'not-yet-possible')], start: { kind: 'overview' } },
    { name: 'no agreement', agreements: [], start: { kind: 'overview' } },
  ])('$name', ({ agreements, start }) => {
    expect(editPolicyStart(agreements)).toEqual(start);
  });
});

describe('spec 02 §8 "Edit-policy blocked messages: not main insured, payment deficit, ended policy, not yet possible": the server\'s refusals', () => {
  test.for(['not-main-insured', 'payment-deficit', 'ended-policy', 'not-yet-possible'] as const)(
    '%s: a Dutch sentence that names its rule at the end, so that a screen with its own text can read it back',
    (reason) => {
      expect(POLICY_CHANGE_MESSAGES_NL[reason]).toMatch(new RegExp(`^[A-Z][^()]+ \\(${reason}\\)\\.$`));
    },
  );

  test('"Saving contracts: list of missing required package types": its own sentence, without a rule tag (the answer carries the package types)', () => {
    expect(POLICY_CHANGE_MESSAGES_NL['required-packages-missing']).toBe('Niet alle verplichte pakketten zijn gekozen.');
  });
});
