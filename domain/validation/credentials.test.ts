import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRequirements,
  validateActivationCode,
  validateAgreementNumber,
  validateForgotPasswordUsername,
  validateForgotUsernamePolicyNumber,
  validateNewPassword,
  validatePassword,
  validatePasswordRepeat,
  validateUsername,
  validateVerificationCode,
} from './credentials';

describe('validateUsername', () => {
  // "Username 8 to 50 characters."
  test.for([
    { case: '8 characters', value: 'jdevries', expected: null },
    { case: '50 characters', value: 'a'.repeat(50), expected: null },
    { case: '7 characters', value: 'devries', expected: 'username-too-short' },
    { case: '51 characters', value: 'a'.repeat(51), expected: 'username-too-long' },
    { case: 'empty', value: '', expected: 'required-field' },
    { case: 'spaces only', value: '   ', expected: 'required-field' },
    // the spaces around it are not sent, so they do not count
    { case: '7 characters and a space', value: 'devries ', expected: 'username-too-short' },
    { case: '50 characters between spaces', value: ` ${'a'.repeat(50)} `, expected: null },
  ] as const)('$case', ({ value, expected }) => {
    expect(validateUsername(value)).toBe(expected);
  });
});

describe('validateForgotPasswordUsername', () => {
  // "Forgot-password requires a username."
  test.for([
    { value: 'jdevries', expected: null },
    { value: '', expected: 'username-required' },
    { value: ' ', expected: 'username-required' },
  ] as const)('"$value" -> $expected', ({ value, expected }) => {
    expect(validateForgotPasswordUsername(value)).toBe(expected);
  });
});

describe('validatePassword', () => {
  // "Password: max 50, min 8, with a letter, a digit and one of ? ! / : ; @ # % ( ) _"
  test.for([
    { case: 'all rules met', value: 'zomer2025!', expected: null },
    { case: 'underscore counts', value: 'Zomer_2025', expected: null },
    { case: 'exactly 8', value: 'abcdef1(', expected: null },
    { case: 'exactly 50', value: `a1#${'x'.repeat(47)}`, expected: null },
    { case: '51 characters', value: `a1#${'x'.repeat(48)}`, expected: 'password-too-long' },
    { case: '7 characters', value: 'abcde1!', expected: 'password-too-short' },
    { case: 'no letter', value: '12345678!', expected: 'password-needs-letter' },
    { case: 'no digit', value: 'zomerzon!', expected: 'password-needs-digit' },
    { case: 'no special character', value: 'zomer2025', expected: 'password-needs-special-character' },
    { case: 'a special character not in the list', value: 'zomer2025$', expected: 'password-needs-special-character' },
    { case: 'empty', value: '', expected: 'required-field' },
  ] as const)('$case', ({ value, expected }) => {
    expect(validatePassword(value)).toBe(expected);
  });

  test.for(PASSWORD_SPECIAL_CHARACTERS.map((character) => ({ character })))(
    '"$character" is one of the special characters',
    ({ character }) => {
      expect(validatePassword(`zomer2025${character}`)).toBeNull();
    },
  );

  test('valid exactly when every requirement is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        fc.pre(value !== '');
        const met = Object.values(passwordRequirements(value)).every(Boolean);
        expect(validatePassword(value) === null).toBe(met);
      }),
    );
  });
});

describe('validatePasswordRepeat', () => {
  // "Repeat must match."
  test.for([
    { password: 'zomer2025!', repeat: 'zomer2025!', expected: null },
    { password: 'zomer2025!', repeat: 'Zomer2025!', expected: 'password-mismatch' },
    { password: 'zomer2025!', repeat: '', expected: 'password-mismatch' },
  ] as const)('"$repeat" -> $expected', ({ password, repeat, expected }) => {
    expect(validatePasswordRepeat(password, repeat)).toBe(expected);
  });
});

describe('validateNewPassword: every error of the password and its repeat on one submit', () => {
  // "Password: max 50, min 8, with a letter, a digit and one of ? ! / : ; @ # % ( ) _; repeat must match."
  test.for([
    { case: 'both empty: both missing', password: '', repeat: '', expected: { password: 'required-field', repeat: 'required-field' } },
    { case: 'only the repeat typed', password: '', repeat: 'zomer2025!', expected: { password: 'required-field', repeat: 'password-mismatch' } },
    { case: 'a rule unmet and the repeat missing', password: 'zomer2025', repeat: '', expected: { password: 'password-needs-special-character', repeat: 'required-field' } },
    { case: 'a rule unmet and the repeat differs', password: 'zomer2025', repeat: 'zomer2026', expected: { password: 'password-needs-special-character', repeat: 'password-mismatch' } },
    { case: 'a rule unmet, repeated alike', password: 'zomer2025', repeat: 'zomer2025', expected: { password: 'password-needs-special-character', repeat: null } },
    { case: 'three rules unmet: the whole rule at once', password: 'abc', repeat: '', expected: { password: 'password-rules-unmet', repeat: 'required-field' } },
    { case: 'too short and no digit', password: 'abcde!', repeat: 'abcde!', expected: { password: 'password-rules-unmet', repeat: null } },
    { case: 'only too long', password: `a1#${'x'.repeat(48)}`, repeat: '', expected: { password: 'password-too-long', repeat: 'required-field' } },
    { case: 'only too short', password: 'abcd1!', repeat: 'abcd1!', expected: { password: 'password-too-short', repeat: null } },
    { case: 'valid, repeat missing', password: 'zomer2025!', repeat: '', expected: { password: null, repeat: 'required-field' } },
    { case: 'valid, repeat differs in case', password: 'zomer2025!', repeat: 'Zomer2025!', expected: { password: null, repeat: 'password-mismatch' } },
    { case: 'valid and repeated', password: 'zomer2025!', repeat: 'zomer2025!', expected: { password: null, repeat: null } },
  ] as const)('$case', ({ password, repeat, expected }) => {
    expect(validateNewPassword(password, repeat)).toEqual(expected);
  });

  test('the password is in error exactly when validatePassword says so, and its single unmet rule is named as validatePassword names it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (password, repeat) => {
        const { password: shown } = validateNewPassword(password, repeat);
        const first = validatePassword(password);
        expect(shown === null).toBe(first === null);
        if (shown !== 'password-rules-unmet') expect(shown).toBe(first);
      }),
    );
  });

  test('the repeat is in error exactly when it is empty or differs, whatever the password', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (password, repeat) => {
        expect(validateNewPassword(password, repeat).repeat === null).toBe(repeat !== '' && repeat === password);
      }),
    );
  });
});

describe('codes and numbers of the login flows', () => {
  // "Verification code exactly 5 characters; activation code exactly 5
  // digits; agreement number at most 8 digits; policy number for
  // forgot-username exactly 12 digits."
  test.for([
    { rule: 'verification code', value: 'A1B2C', expected: null },
    { rule: 'verification code', value: '12345', expected: null },
    { rule: 'verification code', value: '1234', expected: 'verification-code-invalid' },
    { rule: 'verification code', value: '123456', expected: 'verification-code-invalid' },
    { rule: 'verification code', value: '', expected: 'required-field' },
    { rule: 'activation code', value: '12345', expected: null },
    { rule: 'activation code', value: '1234a', expected: 'activation-code-invalid' },
    { rule: 'activation code', value: '123456', expected: 'activation-code-invalid' },
    { rule: 'activation code', value: '', expected: 'required-field' },
    { rule: 'agreement number', value: '1', expected: null },
    { rule: 'agreement number', value: '12345678', expected: null },
    { rule: 'agreement number', value: '123456789', expected: 'agreement-number-invalid' },
    { rule: 'agreement number', value: '1234-567', expected: 'agreement-number-invalid' },
    { rule: 'agreement number', value: '', expected: 'required-field' },
    { rule: 'policy number', value: '123456789012', expected: null },
    { rule: 'policy number', value: '12345678901', expected: 'policy-number-invalid' },
    { rule: 'policy number', value: '1234567890123', expected: 'policy-number-invalid' },
    { rule: 'policy number', value: '12345678901a', expected: 'policy-number-invalid' },
    { rule: 'policy number', value: '', expected: 'required-field' },
    // issue 12 point 10: typed as on the card, with spaces
    { rule: 'policy number', value: '6870 5056 6297', expected: null },
    { rule: 'policy number', value: ' 6870  5056 6297 ', expected: null },
    { rule: 'policy number', value: '6870 5056 629', expected: 'policy-number-invalid' },
    { rule: 'policy number', value: '6870-5056-6297', expected: 'policy-number-invalid' },
  ] as const)('$rule "$value" -> $expected', ({ rule, value, expected }) => {
    const validators = {
      'verification code': validateVerificationCode,
      'activation code': validateActivationCode,
      'agreement number': validateAgreementNumber,
      'policy number': validateForgotUsernamePolicyNumber,
    };
    expect(validators[rule](value)).toBe(expected);
  });
});
