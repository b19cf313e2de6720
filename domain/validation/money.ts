/** "Money: digits with optionally 1 or 2 decimals" — comma or dot as decimal separator. */
const MONEY_PATTERN = /^(\d+)(?:[.,](\d{1,2}))?$/;
/** "Amount up to 9 digits" (the whole euros). */
export const AMOUNT_MAX_DIGITS = 9;

/** Whether a typed amount has the money format, e.g. "12", "12,5", "12.50". */
export function isValidMoney(value: string): boolean {
  return MONEY_PATTERN.test(value.trim());
}

/** The amount in euros of a typed money value, or `null` when it is not money. */
export function parseMoney(value: string): number | null {
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

/** Field rule for money: empty passes (combine with a required rule). */
export function validateMoney(value: string | null | undefined): 'amount-invalid' | null {
  if (!value || value.trim() === '') return null;
  return isValidMoney(value) ? null : 'amount-invalid';
}

export interface AmountBounds {
  min?: number;
  max?: number;
}

/**
 * "Amount between min and max, each with its own message." Bounds are
 * inclusive (a minimum of 50 euro means 50 is allowed). Empty passes.
 */
export function validateAmountBetween(
  value: string | number | null | undefined,
  bounds: AmountBounds,
): 'amount-invalid' | 'amount-below-min' | 'amount-above-max' | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : parseMoney(value);
  if (amount === null || Number.isNaN(amount)) return 'amount-invalid';
  if (bounds.min !== undefined && amount < bounds.min) return 'amount-below-min';
  if (bounds.max !== undefined && amount > bounds.max) return 'amount-above-max';
  return null;
}

/** "Amount up to 9 digits": at most 9 digits before the decimals. Empty passes. */
export function validateAmountDigits(
  value: string | null | undefined,
): 'amount-invalid' | 'amount-too-many-digits' | null {
  if (!value || value.trim() === '') return null;
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) return 'amount-invalid';
  return (match[1] ?? '').length > AMOUNT_MAX_DIGITS ? 'amount-too-many-digits' : null;
}
