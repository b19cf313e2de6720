// Login, registration and forgot-flow fields (spec 01 §5). These fields are
// always required in their forms, so an empty value fails here too.

export const USERNAME_MIN_LENGTH = 8;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
/** "One of ? ! / : ; @ # % ( ) _" */
export const PASSWORD_SPECIAL_CHARACTERS = ['?', '!', '/', ':', ';', '@', '#', '%', '(', ')', '_'] as const;

/**
 * "Username 8 to 50 characters." Counted without the spaces around it: the
 * username is sent and kept trimmed, so "janjans " is the 7 characters the
 * server would refuse.
 */
export function validateUsername(
  value: string | null | undefined,
): 'required-field' | 'username-too-short' | 'username-too-long' | null {
  const username = value?.trim() ?? '';
  if (username === '') return 'required-field';
  if (username.length < USERNAME_MIN_LENGTH) return 'username-too-short';
  if (username.length > USERNAME_MAX_LENGTH) return 'username-too-long';
  return null;
}

/** "Forgot-password requires a username." */
export function validateForgotPasswordUsername(
  value: string | null | undefined,
): 'username-required' | null {
  return !value || value.trim() === '' ? 'username-required' : null;
}

export type PasswordMessageKey =
  | 'required-field'
  | 'password-too-long'
  | 'password-too-short'
  | 'password-needs-letter'
  | 'password-needs-digit'
  | 'password-needs-special-character';

/**
 * Each password requirement on its own, for a checklist next to the field.
 * A letter is a Latin letter a–z or A–Z: the server's rule is not shown, and
 * asking for a plain letter can only be stricter, never let the server refuse.
 */
export function passwordRequirements(value: string): {
  hasMinLength: boolean;
  hasMaxLength: boolean;
  hasLetter: boolean;
  hasDigit: boolean;
  hasSpecialCharacter: boolean;
} {
  return {
    hasMinLength: value.length >= PASSWORD_MIN_LENGTH,
    hasMaxLength: value.length <= PASSWORD_MAX_LENGTH,
    hasLetter: /[A-Za-z]/.test(value),
    hasDigit: /\d/.test(value),
    hasSpecialCharacter: PASSWORD_SPECIAL_CHARACTERS.some((character) => value.includes(character)),
  };
}

/**
 * "Password: max 50, min 8, with a letter, a digit and one of ? ! / : ; @ # %
 * ( ) _." Reports the first unmet rule, in the spec's order.
 */
export function validatePassword(value: string | null | undefined): PasswordMessageKey | null {
  if (!value) return 'required-field';
  const met = passwordRequirements(value);
  if (!met.hasMaxLength) return 'password-too-long';
  if (!met.hasMinLength) return 'password-too-short';
  if (!met.hasLetter) return 'password-needs-letter';
  if (!met.hasDigit) return 'password-needs-digit';
  if (!met.hasSpecialCharacter) return 'password-needs-special-character';
  return null;
}

/** "Repeat must match" — exactly, a password is case- and space-sensitive. */
export function validatePasswordRepeat(
  password: string | null | undefined,
  repeat: string | null | undefined,
): 'password-mismatch' | null {
  return (password ?? '') === (repeat ?? '') ? null : 'password-mismatch';
}

export type NewPasswordMessageKey = PasswordMessageKey | 'password-rules-unmet';

/**
 * A new password and its repeat, as one form asks them: every error known at
 * once, so that one submit shows them all and none appears only after another
 * was fixed (a repeat left empty is missing whatever the password is; two
 * different passwords are a mismatch even while the first breaks a rule).
 * One unmet rule is named by its own message; several by one message that
 * points to the checklist under the field, which marks each unmet rule.
 */
export function validateNewPassword(
  password: string | null | undefined,
  repeat: string | null | undefined,
): { password: NewPasswordMessageKey | null; repeat: 'required-field' | 'password-mismatch' | null } {
  const value = password ?? '';
  const met = passwordRequirements(value);
  const unmet = [met.hasMinLength && met.hasMaxLength, met.hasLetter, met.hasDigit, met.hasSpecialCharacter].filter((isMet) => !isMet);
  return {
    password: value === '' || unmet.length <= 1 ? validatePassword(value) : 'password-rules-unmet',
    repeat: (repeat ?? '') === '' ? 'required-field' : validatePasswordRepeat(value, repeat),
  };
}

/** "Verification code exactly 5 characters" (surrounding spaces ignored). */
export function validateVerificationCode(
  value: string | null | undefined,
): 'required-field' | 'verification-code-invalid' | null {
  const code = (value ?? '').trim();
  if (code === '') return 'required-field';
  return code.length === 5 ? null : 'verification-code-invalid';
}

/** "Activation code exactly 5 digits." */
export function validateActivationCode(
  value: string | null | undefined,
): 'required-field' | 'activation-code-invalid' | null {
  const code = (value ?? '').trim();
  if (code === '') return 'required-field';
  return /^\d{5}$/.test(code) ? null : 'activation-code-invalid';
}

/** "Agreement number at most 8 digits" (digits only). */
export function validateAgreementNumber(
  value: string | null | undefined,
): 'required-field' | 'agreement-number-invalid' | null {
  const agreementNumber = (value ?? '').trim();
  if (agreementNumber === '') return 'required-field';
  return /^\d{1,8}$/.test(agreementNumber) ? null : 'agreement-number-invalid';
}

/** A policy number as typed from the card, '6870 5056 6297', is its 12 digits (issue 12 point 10). */
export function normalizePolicyNumber(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

/** "Policy number for forgot-username exactly 12 digits" (spaces between them ignored). */
export function validateForgotUsernamePolicyNumber(
  value: string | null | undefined,
): 'required-field' | 'policy-number-invalid' | null {
  const policyNumber = normalizePolicyNumber(value);
  if (policyNumber === '') return 'required-field';
  return /^\d{12}$/.test(policyNumber) ? null : 'policy-number-invalid';
}
