/** "Dutch postal code: 4 digits and 2 capital letters, spaces ignored." */
export function isValidDutchPostalCode(value: string): boolean {
  return /^\d{4}[A-Z]{2}$/.test(value.replace(/ /g, ''));
}

/** Field rule for a Dutch postal code: empty passes (combine with a required rule). */
export function validateDutchPostalCode(
  value: string | null | undefined,
): 'postal-code-invalid' | null {
  if (!value || value.trim() === '') return null;
  return isValidDutchPostalCode(value) ? null : 'postal-code-invalid';
}
