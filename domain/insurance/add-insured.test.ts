import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CustomerRoleCode } from '../people';
import {
  addInsuredAgreement,
  addInsuredBlockReason,
  addInsuredPartnerError,
  addInsuredStartDateError,
  isNewbornWithinAdditionPeriod,
  isStartDatePickable,
  mayAddPartner,
  newbornStartDate,
  newlyInsuredBsnErrors,
  proposedStartDate,
  switchToCoInsured,
  effectiveStartDate,
  earliestAddInsuredStartDate,
  isBornRecently,
  startDateOfferYearError,
  addInsuredPremiumYear,
  validateAddInsuredForms,
  withRoleChosen,
} from './add-insured';

describe('start date', () => {
  // "the start date can be picked unless there is exactly one person and that person is a newborn"
  test.for([
    { name: 'one newborn', persons: [true], pickable: false },
    { name: 'one partner', persons: [false], pickable: true },
    { name: 'a newborn and a partner', persons: [true, false], pickable: true },
    { name: 'twins', persons: [true, true], pickable: true },
    { name: 'nobody yet', persons: [], pickable: true },
  ])('$name: pickable $pickable', ({ persons, pickable }) => {
    expect(isStartDatePickable(persons.map((isBornRecently) => ({ isBornRecently })))).toBe(pickable);
  });

  // "Start date may not be before the birth date, before the agreement start or after its end."
  const bounds = { birthDate: '2024-03-10', agreementStartDate: '2024-01-01', agreementEndDate: '2025-12-31' };
  test.for([
    { startDate: '2024-03-10', error: null },
    { startDate: '2024-03-09', error: 'start-date-before-birth-date' },
    { startDate: '2025-12-31', error: null },
    { startDate: '2026-01-01', error: 'start-date-after-agreement-end' },
  ])('$startDate: $error', ({ startDate, error }) => {
    expect(addInsuredStartDateError(startDate, bounds)).toBe(error);
  });
  test.for([
    { name: 'before the agreement start', startDate: '1999-12-31', end: null, error: 'start-date-before-agreement-start' },
    { name: 'open-ended agreement', startDate: '2040-01-01', end: null, error: null },
  ])('$name: $error', ({ startDate, end, error }) => {
    expect(addInsuredStartDateError(startDate, { birthDate: '1980-01-01', agreementStartDate: '2000-01-01', agreementEndDate: end })).toBe(error);
  });
});

describe('newborns', () => {
  // "Newborn to be added within 4 months" "Newborns older than 4 months get start date today."
  test.for([
    { name: 'born today', birthDate: '2025-03-10', today: new Date(2025, 2, 10), within: true, startDate: '2025-03-10' },
    { name: 'exactly 4 months', birthDate: '2025-03-10', today: new Date(2025, 6, 10, 18), within: true, startDate: '2025-03-10' },
    { name: '4 months and a day', birthDate: '2025-03-10', today: new Date(2025, 6, 11), within: false, startDate: '2025-07-11' },
    { name: 'born 31 October, 28 February', birthDate: '2024-10-31', today: new Date(2025, 1, 28), within: true, startDate: '2024-10-31' },
    { name: 'born 31 October, 1 March', birthDate: '2024-10-31', today: new Date(2025, 2, 1), within: false, startDate: '2025-03-01' },
  ])('$name: within $within, start $startDate', ({ birthDate, today, within, startDate }) => {
    expect(isNewbornWithinAdditionPeriod(birthDate, today)).toBe(within);
    expect(newbornStartDate(birthDate, today)).toBe(startDate);
  });
});

describe('the start date a form proposes', () => {
  // "Newborns older than 4 months get start date today": proposed once the child's birth date is typed (later may be picked, earlier not)
  const today = new Date(2025, 6, 11, 9);
  test.for([
    { name: '4 months and a day: a child, today', birthDate: '2025-03-10', proposed: '2025-07-11' },
    { name: 'a child of 15', birthDate: '2010-07-12', proposed: '2025-07-11' },
    { name: 'exactly 4 months: a newborn, insured from birth', birthDate: '2025-03-11', proposed: null },
    { name: '16 today: the date is theirs to pick', birthDate: '2009-07-11', proposed: null },
    { name: 'a partner', birthDate: '1990-05-01', proposed: null },
    { name: 'born tomorrow: not a birth date', birthDate: '2025-07-12', proposed: null },
    { name: 'half typed', birthDate: '11-07-202', proposed: null },
    { name: 'empty', birthDate: '', proposed: null },
  ])('$name: $proposed', ({ birthDate, proposed }) => {
    expect(proposedStartDate(birthDate, today)).toBe(proposed);
  });
});

describe('partner and roles', () => {
  // "Only one partner per agreement and none if one exists."
  test.for([
    { name: 'no partner anywhere', agreement: ['H', 'M'], forms: ['M'], may: true, error: null },
    { name: 'a partner on the agreement', agreement: ['H', 'P'], forms: [], may: false, error: null },
    { name: 'a partner on another form', agreement: ['H'], forms: ['P'], may: false, error: null },
    { name: 'adding a partner next to an insured one', agreement: ['H', 'P'], forms: ['P'], may: false, error: 'partner-already-insured' },
    { name: 'two partners on the forms', agreement: ['H'], forms: ['P', 'P'], may: false, error: 'more-than-one-partner' },
  ] as { name: string; agreement: CustomerRoleCode[]; forms: CustomerRoleCode[]; may: boolean; error: string | null }[])(
    '$name',
    ({ agreement, forms, may, error }) => {
      expect(mayAddPartner(agreement, forms)).toBe(may);
      expect(addInsuredPartnerError(agreement, forms)).toBe(error);
    },
  );

  // "Switching to co-insured changes all non-partner roles to co-insured."
  test('property: after switching, every role is co-insured except the partners, which stay', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.uuid(), role: fc.constantFrom<CustomerRoleCode>('H', 'M', 'P') })), (forms) => {
        const switched = switchToCoInsured(forms);
        switched.forEach((form, index) => {
          expect(form.id).toBe(forms[index]?.id);
          expect(form.role).toBe(forms[index]?.role === 'P' ? 'P' : 'M');
        });
        expect(switchToCoInsured(switched)).toEqual(switched);
      }),
    );
  });

  test.for([
    { name: 'co-insured chosen on the second of three unchosen forms: all become co-insured', roles: ['', '', ''], index: 1, role: 'M', after: ['M', 'M', 'M'] },
    { name: 'co-insured chosen next to a partner: the partner stays', roles: ['P', '', ''], index: 2, role: 'M', after: ['P', 'M', 'M'] },
    { name: 'partner chosen: only that form changes', roles: ['', 'M', ''], index: 0, role: 'P', after: ['P', 'M', ''] },
  ] as { name: string; roles: ('' | 'P' | 'M')[]; index: number; role: 'P' | 'M'; after: string[] }[])('$name', ({ roles, index, role, after }) => {
    expect(withRoleChosen(roles.map((entry) => ({ role: entry })), index, role).map((form) => form.role)).toEqual(after);
  });
});

describe('BSN unique among the insured', () => {
  // "a BSN already among the insured is rejected"
  test.for([
    { name: 'new BSNs', forms: ['111222333', '123456782'], insured: ['999999990'], rejected: [] },
    { name: 'already insured', forms: ['111222333'], insured: ['111222333'], rejected: ['form-0'] },
    { name: 'already insured, 8 digits against 9', forms: ['12345672'], insured: ['012345672'], rejected: ['form-0'] },
    { name: 'twice on the forms', forms: ['111222333', ' 111222333 '], insured: [], rejected: ['form-1'] },
    { name: 'empty forms are left to the required rule', forms: ['', ''], insured: [], rejected: [] },
  ])('$name', ({ forms, insured, rejected }) => {
    const errors = newlyInsuredBsnErrors(forms.map((socialSecurityNumber, index) => ({ id: `form-${index}`, socialSecurityNumber })), insured);
    expect(Object.keys(errors)).toEqual(rejected);
  });
});

describe('adding blocked', () => {
  // "A popup appears when there is no active policy." "Defaulters cannot edit the policy" (§6), and a person added changes
  // it. The offer year blocks a start date in next year only (below).
  test.for([
    { hasActivePolicy: true, isDefaulter: false, reason: null },
    { hasActivePolicy: false, isDefaulter: false, reason: 'no-active-policy' },
    { hasActivePolicy: true, isDefaulter: true, reason: 'payment-deficit' },
    { hasActivePolicy: false, isDefaulter: true, reason: 'no-active-policy' },
  ])('active policy $hasActivePolicy, defaulter $isDefaulter: $reason', ({ reason, ...facts }) => {
    expect(addInsuredBlockReason(facts)).toBe(reason);
  });
});

describe('every day of the year: newborns, the earliest start date and the offer year', () => {
  // "Newborn to be added within 4 months"; "Newborns older than 4 months get start date today";
  // "With no offer year, next year's premiums are unknown and adding is blocked" (so: only a start in next year).
  // The offer year as the fake backend answers it: this year in January, next year from 12 November, none in between.
  test.for([
    { day: '1 January', today: new Date(2027, 0, 1), offerYear: 2027, birthDate: '2026-10-15', bornRecently: true, earliest: '2026-10-15', premiumYear: 2027 },
    { day: '1 January, born 1 September', today: new Date(2027, 0, 1), offerYear: 2027, birthDate: '2026-09-01', bornRecently: true, earliest: '2026-09-01', premiumYear: 2027 },
    { day: '1 January, born 31 August', today: new Date(2027, 0, 1), offerYear: 2027, birthDate: '2026-08-31', bornRecently: false, earliest: '2027-01-01', premiumYear: 2027 },
    { day: '29 February', today: new Date(2028, 1, 29), offerYear: null, birthDate: '2027-10-29', bornRecently: true, earliest: '2027-10-29', premiumYear: 2028 },
    { day: '29 February, born 28 October', today: new Date(2028, 1, 29), offerYear: null, birthDate: '2027-10-28', bornRecently: false, earliest: '2028-02-29', premiumYear: 2028 },
    { day: '3 November, no offer yet', today: new Date(2026, 10, 3), offerYear: null, birthDate: '2026-10-30', bornRecently: true, earliest: '2026-10-30', premiumYear: 2026 },
    { day: '29 November', today: new Date(2026, 10, 29), offerYear: 2027, birthDate: '2026-11-20', bornRecently: true, earliest: '2026-11-20', premiumYear: 2026 },
    { day: '31 December', today: new Date(2026, 11, 31), offerYear: 2027, birthDate: '2026-12-31', bornRecently: true, earliest: '2026-12-31', premiumYear: 2026 },
    { day: '31 December, a partner', today: new Date(2026, 11, 31), offerYear: 2027, birthDate: '1990-05-01', bornRecently: false, earliest: '2026-12-31', premiumYear: 2026 },
  ])('$day: born $birthDate, newborn $bornRecently, from $earliest at the premiums of $premiumYear', ({ today, offerYear, birthDate, bornRecently, earliest, premiumYear }) => {
    expect(isBornRecently(birthDate, today)).toBe(bornRecently);
    expect(earliestAddInsuredStartDate(birthDate, today)).toBe(earliest);
    // a newborn (or anyone) starting at the earliest date is never blocked by a missing offer year
    expect(startDateOfferYearError(earliest, today, offerYear)).toBeNull();
    expect(addInsuredPremiumYear([earliest], today)).toBe(premiumYear);
  });

  test.for([
    { name: '3 November, 1 January next: no offer year yet', today: new Date(2026, 10, 3), offerYear: null, startDate: '2027-01-01', error: 'start-date-no-offer-year' },
    { name: '29 November, 1 January next, offered', today: new Date(2026, 10, 29), offerYear: 2027, startDate: '2027-01-01', error: null },
    { name: '31 December, 1 January next, offered', today: new Date(2026, 11, 31), offerYear: 2027, startDate: '2027-01-01', error: null },
    { name: '31 December, this year', today: new Date(2026, 11, 31), offerYear: null, startDate: '2026-12-31', error: null },
    { name: '1 January, this year: the offer year is this year', today: new Date(2027, 0, 1), offerYear: 2027, startDate: '2027-03-01', error: null },
    { name: '29 February, next year without an offer', today: new Date(2028, 1, 29), offerYear: null, startDate: '2029-01-01', error: 'start-date-no-offer-year' },
    { name: 'two years ahead is never offered', today: new Date(2026, 10, 29), offerYear: 2027, startDate: '2028-01-01', error: 'start-date-no-offer-year' },
  ])('$name: $error', ({ today, offerYear, startDate, error }) => {
    expect(startDateOfferYearError(startDate, today, offerYear)).toBe(error);
  });
});

describe('validateAddInsuredForms: spec 02 §5 "Policy and add insured" over a whole request', () => {
  const today = new Date(2026, 10, 24);
  const context = {
    today,
    agreementStartDate: '2015-01-01',
    agreementEndDate: null,
    agreementRoles: ['H', 'M'] as CustomerRoleCode[],
    insuredBsns: ['111222333'],
    offerYear: 2027,
  };
  const partner = {
    id: 'a',
    initials: 'M.J.',
    firstName: 'Marie Jose',
    prefix: 'van',
    lastName: 'Dijk',
    birthNamePrefix: '',
    birthName: '',
    emailAddress: 'marie@example.nl',
    emailAddressConfirmation: 'Marie@example.nl',
    birthDate: '1990-05-01',
    gender: 'F' as const,
    role: 'P' as 'P' | 'M' | '',
    isBornRecently: false,
    socialSecurityNumber: '123456782',
    nationality: 'NL',
    startDate: '2026-12-01',
  };
  test.for([
    { case: 'a valid partner', changes: {}, errors: {} },
    { case: 'BSN fails the 11-test', changes: { socialSecurityNumber: '123456789' }, errors: { 'persons.0.socialSecurityNumber': 'bsn-invalid' } },
    { case: "a BSN already among the insured: 'Deze BSN heeft u al geregistreerd.'", changes: { socialSecurityNumber: '111222333' }, errors: { 'persons.0.socialSecurityNumber': 'bsn-already-registered' } },
    { case: 'names: only letters and - \' ,', changes: { lastName: 'Dijk2' }, errors: { 'persons.0.lastName': 'name-with-spaces-invalid-characters' } },
    { case: 'e-mail confirmation must match', changes: { emailAddressConfirmation: 'other@example.nl' }, errors: { 'persons.0.emailAddressConfirmation': 'email-mismatch' } },
    { case: 'e-mail optional, empty allowed', changes: { emailAddress: '', emailAddressConfirmation: '' }, errors: {} },
    { case: 'birth date not in the future', changes: { birthDate: '2026-11-25' }, errors: { 'persons.0.birthDate': 'birth-date-in-future' } },
    { case: 'birth date not before 01-01-1900', changes: { birthDate: '1899-12-31' }, errors: { 'persons.0.birthDate': 'birth-date-before-1900' } },
    { case: 'start date not before the agreement start', changes: { startDate: '2014-12-31' }, errors: { 'persons.0.startDate': 'start-date-before-agreement-start' } },
    { case: 'gender and nationality required: choices, so "Maak een keuze"', changes: { gender: '' as const, nationality: '' }, errors: { 'persons.0.gender': 'choice-required', 'persons.0.nationality': 'choice-required' } },
    { case: 'the role is chosen', changes: { role: '' as const }, errors: { 'persons.0.role': 'choice-required' } },
    { case: '"Child under 16 check from birth date": a co-insured of 16 has an own account', changes: { role: 'M' as const, birthDate: '2010-11-24' }, errors: { 'persons.0.birthDate': 'child-not-under-16' } },
    { case: 'a co-insured the day before turning 16', changes: { role: 'M' as const, birthDate: '2010-11-25' }, errors: {} },
    { case: 'older than 4 months: not before today', changes: { startDate: '2026-11-23' }, errors: { 'persons.0.startDate': 'start-date-before-today' } },
    { case: 'older than 4 months: today', changes: { startDate: '2026-11-24' }, errors: {} },
    { case: 'a newborn may start at birth when picked', changes: { role: 'M' as const, birthDate: '2026-08-01', isBornRecently: true, startDate: '2026-08-01' }, errors: {} },
    { case: 'a newborn of 4 months and a day: not before today', changes: { role: 'M' as const, birthDate: '2026-07-23', startDate: '2026-07-23' }, errors: { 'persons.0.startDate': 'start-date-before-today' } },
    { case: 'isBornRecently claimed for a child of 5 months', changes: { role: 'M' as const, birthDate: '2026-06-20', isBornRecently: true }, errors: { 'persons.0.isBornRecently': 'born-recently-mismatch' } },
    { case: 'a start next year without its offer year', changes: { startDate: '2027-01-01' }, context: { offerYear: null }, errors: { 'persons.0.startDate': 'start-date-no-offer-year' } },
  ] as { case: string; changes: Partial<typeof partner>; context?: Partial<typeof context>; errors: Record<string, string> }[])('$case', ({ changes, context: changedContext, errors }) => {
    expect(validateAddInsuredForms([{ ...partner, ...changes }], { ...context, ...changedContext })).toEqual(errors);
  });

  test('"only one partner per agreement and none if one exists"', () => {
    expect(validateAddInsuredForms([partner], { ...context, agreementRoles: ['H', 'P'] })).toEqual({ 'persons.0.role': 'partner-already-insured' });
    const second = { ...partner, id: 'b', socialSecurityNumber: '234567892' };
    expect(validateAddInsuredForms([partner, second], context)).toMatchObject({ 'persons.1.role': 'more-than-one-partner' });
  });

  test('the errors come in the order the form shows its fields, which the error summary keeps', () => {
    const empty = { id: 'e', initials: '', firstName: '', prefix: '', lastName: '', birthNamePrefix: '', birthName: '', emailAddress: 'x', emailAddressConfirmation: '', birthDate: '', gender: '' as const, role: '' as const, isBornRecently: false, socialSecurityNumber: '', nationality: '', startDate: '' };
    expect(Object.keys(validateAddInsuredForms([empty], context))).toEqual(
      ['role', 'initials', 'firstName', 'lastName', 'birthDate', 'gender', 'socialSecurityNumber', 'nationality', 'emailAddress', 'emailAddressConfirmation', 'startDate'].map((field) => `persons.0.${field}`),
    );
  });

  test('the same BSN on two forms: the second is refused', () => {
    const child = { ...partner, id: 'b', role: 'M' as const, isBornRecently: true, birthDate: '2026-10-01' };
    expect(validateAddInsuredForms([partner, child], context)).toEqual({ 'persons.1.socialSecurityNumber': 'bsn-already-registered' });
  });

  test('one newborn: the start date is not picked but follows from the birth date (within 4 months: the birth date)', () => {
    const newborn = { ...partner, role: 'M' as const, isBornRecently: true, birthDate: '2026-09-01', startDate: '' };
    expect(isBornRecently(newborn.birthDate, today)).toBe(true);
    expect(effectiveStartDate([newborn], newborn, today)).toBe('2026-09-01');
    expect(validateAddInsuredForms([newborn], context)).toEqual({});
    // two persons: the start date is picked, so it is required
    expect(validateAddInsuredForms([newborn, { ...partner, id: 'b', socialSecurityNumber: '234567892' }], context)).toEqual({ 'persons.0.startDate': 'required-field' });
  });

  test('all persons start in one year: a start next year beside one this year is refused on the later form', () => {
    const second = { ...partner, id: 'b', role: 'M' as const, birthDate: '2015-02-02', socialSecurityNumber: '234567892', startDate: '2027-01-01' };
    expect(validateAddInsuredForms([partner, second], context)).toEqual({ 'persons.1.startDate': 'start-dates-in-different-years' });
    expect(validateAddInsuredForms([partner, { ...second, startDate: '2026-12-01' }], context)).toEqual({});
  });
});

describe('addInsuredAgreement: which agreement the persons join', () => {
  const agreement = (agreementId: string, year = 2026, editPolicyDenialReason: string | null = null) => ({ agreementId, year, editPolicyDenialReason });
  const own = agreement('1');
  const childs = agreement('2', 2026, 'not-yet-possible');
  const notMine = agreement('3', 2026, 'not-main-insured');
  const nextYear = agreement('4', 2027);
  test.for([
    { case: 'the only one the user is main insured of', agreements: [own, notMine, nextYear], named: null, found: { kind: 'one', agreement: own, isOneOfSeveral: false } },
    { case: 'two of their own (their own and a grown child\'s), none named: the user chooses', agreements: [own, childs], named: null, found: { kind: 'choose', agreements: [own, childs] } },
    { case: 'two, one named by its card: that one', agreements: [own, childs], named: '2', found: { kind: 'one', agreement: childs, isOneOfSeveral: true } },
    { case: 'named, but not the user\'s to change: as if none were named', agreements: [own, notMine], named: '3', found: { kind: 'one', agreement: own, isOneOfSeveral: false } },
    { case: 'named, but of another year: as if none were named', agreements: [own, childs, nextYear], named: '4', found: { kind: 'choose', agreements: [own, childs] } },
    { case: 'none of this year: no active policy', agreements: [notMine, nextYear], named: null, found: { kind: 'none' } },
  ])('$case', ({ agreements, named, found }) => {
    expect(addInsuredAgreement(agreements, 2026, named)).toEqual(found);
  });
});
