import { describe, expect, test } from 'vitest';
import { toCustomerUpdate, validatePersonalDetails, type PersonalDetailsValues } from './validation';

const valid: PersonalDetailsValues = {
  street: 'Kerkstraat',
  houseNumber: '12',
  houseNumberAddition: '',
  postalCode: '3511 ab',
  city: 'Utrecht',
  emailAddress: 'jan@example.nl',
  phoneNumber: '+31 6 12345678',
};
const self = { country: 'NL', isAccountHolder: true };
const child = { country: 'NL', isAccountHolder: false };

describe('the personal details form (spec 01 §5)', () => {
  test.for([
    { case: 'all valid', values: {}, person: self, errors: {} },
    { case: '"Required text: non-empty"', values: { street: ' ', city: '' }, person: self, errors: { street: 'required-field', city: 'required-field' } },
    { case: 'house number not a number', values: { houseNumber: '12a' }, person: self, errors: { houseNumber: 'number-invalid' } },
    // issue 12 point 10: the real reason, not 'Vul een geheel getal in'
    { case: 'house number 0', values: { houseNumber: '0' }, person: self, errors: { houseNumber: 'house-number-too-small' } },
    { case: 'house number -5', values: { houseNumber: '-5' }, person: self, errors: { houseNumber: 'house-number-too-small' } },
    { case: '"Dutch postal code: 4 digits and 2 capital letters, spaces ignored"', values: { postalCode: '351 AB' }, person: self, errors: { postalCode: 'postal-code-invalid' } },
    { case: 'abroad the postal code is free', values: { postalCode: '2018' }, person: { country: 'BE', isAccountHolder: true }, errors: {} },
    { case: '"E-mail … empty allowed where optional"', values: { emailAddress: '' }, person: self, errors: {} },
    { case: '"Vul een valide e-mail adres in"', values: { emailAddress: 'jan@' }, person: self, errors: { emailAddress: 'email-invalid' } },
    { case: '"Phone: number required" for the account holder', values: { phoneNumber: '' }, person: self, errors: { phoneNumber: 'phone-required' } },
    { case: 'a child may have no phone', values: { phoneNumber: '', emailAddress: '' }, person: child, errors: {} },
    // issue 33 point 9: the one rule of optional phones: nothing typed but spaces never blocks, a lone '+' is too short
    { case: 'a child\'s phone of only spaces', values: { phoneNumber: '  ' }, person: child, errors: {} },
    { case: 'a child\'s phone of a lone +', values: { phoneNumber: '+' }, person: child, errors: { phoneNumber: 'phone-length-invalid' } },
    { case: '"for +31 exactly 12 characters"', values: { phoneNumber: '+31 6 1234' }, person: child, errors: { phoneNumber: 'phone-dutch-length-invalid' } },
    { case: '"prefix plus number starts with +"', values: { phoneNumber: '612345678' }, person: self, errors: { phoneNumber: 'phone-prefix-missing' } },
    { case: 'a Dutch mobile number typed 06 (issue 12 point 6)', values: { phoneNumber: '06 12345678' }, person: self, errors: {} },
  ])('$case', ({ values, person, errors }) => {
    expect(validatePersonalDetails({ ...valid, ...values }, person)).toEqual(errors);
  });

  test('the update carries trimmed values, the postal code in capitals and the phone number normalised', () => {
    expect(toCustomerUpdate('123', { ...valid, street: ' Kerkstraat ', emailAddress: ' ' }, 'NL')).toEqual({
      customerNumber: '123',
      address: { street: 'Kerkstraat', houseNumber: 12, houseNumberAddition: null, postalCode: '3511 AB', city: 'Utrecht', country: 'NL' },
      emailAddress: null,
      phoneNumber: '+31612345678',
    });
  });

  test('an optional phone left empty or as spaces is sent as none', () => {
    for (const phoneNumber of ['', '  ', ' - ']) expect(toCustomerUpdate('123', { ...valid, phoneNumber }, 'NL').phoneNumber).toBeNull();
  });
});
