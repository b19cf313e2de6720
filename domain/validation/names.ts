/**
 * "Names: only letters and - ' , (spaces allowed in some fields)." Letters
 * are any Unicode letter, so accented names (Zoë, Çelik, Ødegård) pass; marks
 * are allowed for letters typed as letter plus combining accent.
 */
const NAME_PATTERN = /^[\p{L}\p{M}\-',]+$/u;
const NAME_WITH_SPACES_PATTERN = /^[\p{L}\p{M}\-', ]+$/u;

/** A name without spaces, e.g. a first name or a single last name. */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** A name field that allows spaces, e.g. "van den Berg". */
export function isValidNameWithSpaces(value: string): boolean {
  return NAME_WITH_SPACES_PATTERN.test(value.trim());
}

/** Field rule: empty passes (combine with a required rule). */
export function validateName(value: string | null | undefined): 'name-invalid-characters' | null {
  if (!value || value.trim() === '') return null;
  return isValidName(value.trim()) ? null : 'name-invalid-characters';
}

/** Field rule for names where spaces are allowed: empty passes. */
export function validateNameWithSpaces(
  value: string | null | undefined,
): 'name-with-spaces-invalid-characters' | null {
  if (!value || value.trim() === '') return null;
  return isValidNameWithSpaces(value) ? null : 'name-with-spaces-invalid-characters';
}
