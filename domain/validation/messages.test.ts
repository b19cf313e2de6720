import { describe, expect, test } from 'vitest';
import { validateEmailConfirmation, validateRequiredEmail } from './email';
import { VALIDATION_MESSAGES_NL, firstValidationError, type ValidationMessageKey } from './messages';

describe('VALIDATION_MESSAGES_NL', () => {
  // The spec's own texts, copied exactly (spec 01 §5, spec 02 §8).
  test.for([
    { key: 'email-invalid', text: 'Vul een valide e-mail adres in' },
    { key: 'email-mismatch', text: 'De opgegeven e-mailadressen komen niet overeen' },
    { key: 'bsn-already-registered', text: 'Deze BSN heeft u al geregistreerd.' },
    {
      key: 'files-total-too-large',
      text: 'Het totaal van de geselecteerde bestanden overschrijdt het maximum van 20 MB.',
    },
  ] satisfies { key: ValidationMessageKey; text: string }[])('$key quotes the spec', ({ key, text }) => {
    expect(VALIDATION_MESSAGES_NL[key]).toBe(text);
  });

  test('every key has a Dutch text', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES_NL)) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  // "each with a distinct message" (readability) — and no two rules share a text by accident.
  test('no two keys share a text', () => {
    const texts = Object.values(VALIDATION_MESSAGES_NL);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('firstValidationError', () => {
  test.for([
    { case: 'all pass', results: [null, null], expected: null },
    { case: 'nothing to check', results: [], expected: null },
    { case: 'first failure wins', results: [null, 'email-invalid', 'required-field'], expected: 'email-invalid' },
  ] satisfies { case: string; results: (ValidationMessageKey | null)[]; expected: ValidationMessageKey | null }[])(
    '$case',
    ({ results, expected }) => {
      expect(firstValidationError(...results)).toBe(expected);
    },
  );
});

describe('firstValidationError composing field rules', () => {
  // An e-mail field with its confirmation: the field's own rule first, then the match.
  test.for([
    { email: '', confirmation: '', expected: 'email-required' },
    { email: 'jan@example', confirmation: 'jan@example', expected: 'email-invalid' },
    { email: 'jan@example.nl', confirmation: 'jan@example.com', expected: 'email-mismatch' },
    { email: 'jan@example.nl', confirmation: 'jan@example.nl', expected: null },
  ] as const)('"$email" / "$confirmation" -> $expected', ({ email, confirmation, expected }) => {
    const result: 'email-required' | 'email-invalid' | 'email-mismatch' | null = firstValidationError(
      validateRequiredEmail(email),
      validateEmailConfirmation(email, confirmation),
    );
    expect(result).toBe(expected);
  });
});
