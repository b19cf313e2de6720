import { validateRequiredText } from './required';

/** House numbers the server takes (Customer/UpdateCustomer): a whole number from 1 to 99999. */
export const MIN_HOUSE_NUMBER = 1;
export const MAX_HOUSE_NUMBER = 99_999;

export type HouseNumberMessageKey = 'required-field' | 'number-invalid' | 'house-number-too-small' | 'house-number-too-large';

/**
 * The house number field, with the real reason (issue 12 point 10): empty is
 * required, '12a' or '1.5' is no whole number, 0 or -5 is too small, 100000
 * too large. Surrounding spaces are ignored.
 */
export function validateHouseNumber(value: string | null | undefined): HouseNumberMessageKey | null {
  const required = validateRequiredText(value);
  if (required !== null) return 'required-field';
  const houseNumber = (value ?? '').trim();
  if (!/^-?\d+$/.test(houseNumber)) return 'number-invalid';
  const number = Number(houseNumber);
  if (number < MIN_HOUSE_NUMBER) return 'house-number-too-small';
  if (number > MAX_HOUSE_NUMBER) return 'house-number-too-large';
  return null;
}
