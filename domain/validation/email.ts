/**
 * "E-mail: simple pattern": something, an @, something, a dot, something,
 * without spaces. The mail server is the real judge; this catches typos.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A required e-mail field: 'email-required' when empty, 'email-invalid' ('Vul een valide e-mail adres in'). */
export function validateRequiredEmail(
  value: string | null | undefined,
): 'email-required' | 'email-invalid' | null {
  if (!value || value.trim() === '') return 'email-required';
  return isValidEmail(value) ? null : 'email-invalid';
}

/** An optional e-mail field: "empty allowed where optional", otherwise the pattern. */
export function validateOptionalEmail(value: string | null | undefined): 'email-invalid' | null {
  if (!value || value.trim() === '') return null;
  return isValidEmail(value) ? null : 'email-invalid';
}

/**
 * "Mismatch of confirm gives 'De opgegeven e-mailadressen komen niet overeen'."
 * Compared trimmed and case-insensitively: mail providers do not tell
 * Jan@… from jan@…, and phones capitalise the first letter of a field.
 */
export function validateEmailConfirmation(
  email: string | null | undefined,
  confirmation: string | null | undefined,
): 'email-mismatch' | null {
  const normalise = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  return normalise(email) === normalise(confirmation) ? null : 'email-mismatch';
}

/**
 * A required address typed twice: a repeat left empty is missing whatever the first field holds, so that one submit
 * shows both errors, not the mismatch only once the address is filled in (as `validateNewPassword` does); a repeat
 * given is held to the mismatch rule.
 */
export function validateRequiredEmailConfirmation(
  email: string | null | undefined,
  confirmation: string | null | undefined,
): 'required-field' | 'email-mismatch' | null {
  return (confirmation ?? '').trim() === '' ? 'required-field' : validateEmailConfirmation(email, confirmation);
}
