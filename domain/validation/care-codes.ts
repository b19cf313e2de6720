/**
 * Registration codes of care providers (care mediation and treatment abroad).
 * Both fields pass when empty (combine with a required rule).
 */

/** "BIG code 11 digits" (BIG register of health-care professionals). */
export function validateBigCode(value: string | null | undefined): 'big-code-invalid' | null {
  if (!value || value.trim() === '') return null;
  return /^\d{11}$/.test(value.trim()) ? null : 'big-code-invalid';
}

/** "AGB code 8 digits" (AGB register of care providers). */
export function validateAgbCode(value: string | null | undefined): 'agb-code-invalid' | null {
  if (!value || value.trim() === '') return null;
  return /^\d{8}$/.test(value.trim()) ? null : 'agb-code-invalid';
}
