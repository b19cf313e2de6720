import { describe, expect, test } from 'vitest';
import { forgotFlowBirthDateOf, normalizeTypedBirthDate } from '../lib/birth-date';
import { forgotFieldErrors, type ForgotFormValues } from './forgot-fields';

const TODAY = new Date(2026, 10, 21);
const values = (overrides: Partial<ForgotFormValues>): ForgotFormValues => ({
  kind: 'username',
  policyNumber: '123456789012',
  username: 'hoofdverzekerde',
  birthDate: '12-04-1980',
  ...overrides,
});

describe('"Birth dates for forgot flows are sent as year/month/day", typed day first', () => {
  test.for([
    { typed: '12-04-1980', sent: '1980/04/12' },
    { typed: ' 12-04-1980 ', sent: '1980/04/12' },
    { typed: '1-2-1980', sent: '1980/02/01' },
    { typed: '12/04/1980', sent: '1980/04/12' },
    { typed: '12.04.1980', sent: '1980/04/12' },
    { typed: '12 04 1980', sent: '1980/04/12' },
    { typed: '1980-04-12', sent: '1980/04/12' },
    { typed: '31-02-1980', sent: null },
    { typed: '12-13-1980', sent: null },
    { typed: '12041980', sent: null },
    { typed: '', sent: null },
  ])('$typed → $sent', ({ typed, sent }) => {
    expect(forgotFlowBirthDateOf(typed)).toBe(sent);
  });

  test('a text that is no date is left as typed, for the date rules to refuse', () => {
    expect(normalizeTypedBirthDate(' gisteren ')).toBe('gisteren');
  });
});

describe('"Policy number for forgot-username exactly 12 digits; forgot-password requires a username"; a birth date not in the future and not before 01-01-1900', () => {
  test.for([
    { case: 'forgot username, all fine', input: {}, errors: [] },
    { case: 'forgot username, empty form', input: { policyNumber: '', birthDate: '' }, errors: [['policyNumber', 'required-field'], ['birthDate', 'required-field']] },
    { case: 'policy number of 11 digits', input: { policyNumber: '12345678901' }, errors: [['policyNumber', 'policy-number-invalid']] },
    { case: 'policy number with a letter', input: { policyNumber: '12345678901A' }, errors: [['policyNumber', 'policy-number-invalid']] },
    { case: 'policy number with spaces around', input: { policyNumber: ' 123456789012 ' }, errors: [] },
    { case: 'forgot username ignores the username', input: { username: '' }, errors: [] },
    { case: 'forgot password, all fine', input: { kind: 'password' as const, policyNumber: '' }, errors: [] },
    { case: 'forgot password without username', input: { kind: 'password' as const, username: '  ' }, errors: [['username', 'username-required']] },
    { case: 'birth date no date', input: { birthDate: '31-02-1980' }, errors: [['birthDate', 'date-invalid']] },
    { case: 'birth date tomorrow', input: { birthDate: '22-11-2026' }, errors: [['birthDate', 'birth-date-in-future']] },
    { case: 'birth date today', input: { birthDate: '21-11-2026' }, errors: [] },
    { case: 'birth date before 1900', input: { birthDate: '31-12-1899' }, errors: [['birthDate', 'birth-date-before-1900']] },
    { case: 'birth date 01-01-1900', input: { birthDate: '1-1-1900' }, errors: [] },
  ])('$case', ({ input, errors }) => {
    expect(forgotFieldErrors(values(input), TODAY).map(({ field, error }) => [field, error])).toEqual(errors);
  });
});
