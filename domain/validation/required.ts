import type { ValidationMessageKey } from './messages';

/** A value counts as empty when it is missing or only whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * "Required text: non-empty (message key required-field or a custom key)."
 * Whitespace alone does not count as text.
 */
export function validateRequiredText(value: string | null | undefined): 'required-field' | null;
export function validateRequiredText<K extends ValidationMessageKey>(
  value: string | null | undefined,
  messageKey: K,
): K | null;
export function validateRequiredText(
  value: string | null | undefined,
  messageKey: ValidationMessageKey = 'required-field',
): ValidationMessageKey | null {
  return isBlank(value) ? messageKey : null;
}

/** "Required number: not empty, false or null; 0 is allowed." */
export function validateRequiredNumber(
  value: number | string | boolean | null | undefined,
): 'required-field' | null {
  if (value === null || value === undefined || value === false) return 'required-field';
  if (typeof value === 'string' && value.trim() === '') return 'required-field';
  if (typeof value === 'number' && Number.isNaN(value)) return 'required-field';
  return null;
}

/**
 * "Required dropdown: an object with at least 2 keys." A chosen option is an
 * object such as `{ key, value }`; the empty placeholder is not.
 */
export function validateRequiredDropdown(value: unknown): 'required-field' | null {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return isObject && Object.keys(value).length >= 2 ? null : 'required-field';
}

/** An option of a dropdown as the forms hold it. */
export interface DropdownOption {
  key: string | number;
  value?: unknown;
}

/**
 * "Multi-choice dropdown: at least 1 entry, and not a single entry whose key
 * is 0." Key 0 is the "none chosen" placeholder; we accept it as number or
 * as the string '0', since option keys may arrive as strings.
 */
export function validateMultiChoiceDropdown(
  options: readonly DropdownOption[] | null | undefined,
): 'required-field' | null {
  if (!options || options.length === 0) return 'required-field';
  const only = options.length === 1 ? options[0] : undefined;
  if (only && (only.key === 0 || only.key === '0')) return 'required-field';
  return null;
}

/** "Checked box: must be true (message no-confirmation)." */
export function validateCheckedBox(value: boolean | null | undefined): 'no-confirmation' | null {
  return value === true ? null : 'no-confirmation';
}
