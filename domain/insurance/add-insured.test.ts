import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CustomerRoleCode } from '../people';
import {
  addInsuredBlockReason,
  addInsuredPartnerError,
  addInsuredStartDateError,
  isNewbornWithinAdditionPeriod,
  isStartDatePickable,
  mayAddPartner,
  newbornStartDate,
  newlyInsuredBsnErrors,
  switchToCoInsured,
  effectiveStartDate,
  isBornRecently,
  validateAddInsuredForms,
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
  // "A popup appears when there is no active policy." "With no offer year, next year's premiums are unknown and adding is blocked."
  test.for([
    { hasActivePolicy: true, offerYear: 2026, reason: null },
    { hasActivePolicy: true, offerYear: null, reason: 'no-offer-year' },
    { hasActivePolicy: false, offerYear: 2026, reason: 'no-active-policy' },
    { hasActivePolicy: false, offerYear: null, reason: 'no-active-policy' },
  ])('active policy $hasActivePolicy, offer year $offerYear: $reason', ({ reason, ...facts }) => {
    expect(addInsuredBlockReason(facts)).toBe(reason);
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
    isPartner: true,
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
    { case: 'gender and nationality required', changes: { gender: '' as const, nationality: '' }, errors: { 'persons.0.gender': 'required-field', 'persons.0.nationality': 'required-field' } },
  ])('$case', ({ changes, errors }) => {
    expect(validateAddInsuredForms([{ ...partner, ...changes }], context)).toEqual(errors);
  });

  test('"only one partner per agreement and none if one exists"', () => {
    expect(validateAddInsuredForms([partner], { ...context, agreementRoles: ['H', 'P'] })).toEqual({ 'persons.0.isPartner': 'partner-already-insured' });
    const second = { ...partner, id: 'b', socialSecurityNumber: '234567892' };
    expect(validateAddInsuredForms([partner, second], context)).toMatchObject({ 'persons.1.isPartner': 'more-than-one-partner' });
  });

  test('the same BSN on two forms: the second is refused', () => {
    const child = { ...partner, id: 'b', isPartner: false, birthDate: '2026-10-01' };
    expect(validateAddInsuredForms([partner, child], context)).toEqual({ 'persons.1.socialSecurityNumber': 'bsn-already-registered' });
  });

  test('one newborn: the start date is not picked but follows from the birth date (within 4 months: the birth date)', () => {
    const newborn = { ...partner, isPartner: false, birthDate: '2026-09-01', startDate: '' };
    expect(isBornRecently(newborn.birthDate, today)).toBe(true);
    expect(effectiveStartDate([newborn], newborn, today)).toBe('2026-09-01');
    expect(validateAddInsuredForms([newborn], context)).toEqual({});
    // two persons: the start date is picked, so it is required
    expect(validateAddInsuredForms([newborn, { ...partner, id: 'b', socialSecurityNumber: '234567892' }], context)).toEqual({ 'persons.0.startDate': 'required-field' });
  });
});
