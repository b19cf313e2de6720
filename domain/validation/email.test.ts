import { describe, expect, test } from 'vitest';
import {
  isValidEmail,
  validateEmailConfirmation,
  validateOptionalEmail,
  validateRequiredEmail,
  validateRequiredEmailConfirmation,
} from './email';

// "E-mail: simple pattern {email}; messages email-required and email-invalid
// ('Vul een valide e-mail adres in'); empty allowed where optional."
const examples = [
  { value: 'jan@example.nl', required: null, optional: null },
  { value: ' jan.de.vries+zorg@mail.example.com ', required: null, optional: null },
  { value: '', required: 'email-required', optional: null },
  { value: '   ', required: 'email-required', optional: null },
  { value: 'jan@example', required: 'email-invalid', optional: 'email-invalid' },
  { value: 'jan.example.nl', required: 'email-invalid', optional: 'email-invalid' },
  { value: 'jan@@example.nl', required: 'email-invalid', optional: 'email-invalid' },
  { value: 'jan de vries@example.nl', required: 'email-invalid', optional: 'email-invalid' },
  { value: '@example.nl', required: 'email-invalid', optional: 'email-invalid' },
] as const;

describe('e-mail fields', () => {
  test.for(examples)('"$value": required -> $required, optional -> $optional', ({ value, required, optional }) => {
    expect(validateRequiredEmail(value)).toBe(required);
    expect(validateOptionalEmail(value)).toBe(optional);
    if (value.trim() !== '') expect(isValidEmail(value)).toBe(required === null);
  });
});

describe('validateEmailConfirmation', () => {
  // "Mismatch of confirm gives 'De opgegeven e-mailadressen komen niet overeen'."
  test.for([
    { case: 'same', email: 'jan@example.nl', confirmation: 'jan@example.nl', expected: null },
    { case: 'capital typed by the phone', email: 'jan@example.nl', confirmation: 'Jan@example.nl', expected: null },
    { case: 'trailing space', email: 'jan@example.nl', confirmation: 'jan@example.nl ', expected: null },
    { case: 'typo', email: 'jan@example.nl', confirmation: 'jan@exampel.nl', expected: 'email-mismatch' },
    { case: 'confirmation empty', email: 'jan@example.nl', confirmation: '', expected: 'email-mismatch' },
  ] as const)('$case', ({ email, confirmation, expected }) => {
    expect(validateEmailConfirmation(email, confirmation)).toBe(expected);
  });
});

describe('validateRequiredEmailConfirmation: every error of a required address typed twice on one submit', () => {
  test.for([
    { case: 'both empty: the repeat is missing too, not only the address', email: '', confirmation: '', expected: 'required-field' },
    { case: 'the address given, the repeat empty', email: 'jan@example.nl', confirmation: ' ', expected: 'required-field' },
    { case: 'the address invalid, the repeat another', email: 'jan@example', confirmation: 'jan@example.nl', expected: 'email-mismatch' },
    { case: 'the repeat given, the address empty', email: '', confirmation: 'jan@example.nl', expected: 'email-mismatch' },
    { case: 'the same, capitalised by the phone', email: 'jan@example.nl', confirmation: 'Jan@example.nl', expected: null },
  ] as const)('$case', ({ email, confirmation, expected }) => {
    expect(validateRequiredEmailConfirmation(email, confirmation)).toBe(expected);
  });
});
