/**
 * "Money: digits with optionally 1 or 2 decimals" (spec 01 §5), read the way
 * people in the Netherlands write amounts (issue 33): a decimal comma (or a
 * dot, as the spec allows), dots or spaces between thousands ("3.450,00",
 * "1.250", "1 250"), a round amount as "45,-", and a currency sign or code
 * before or after it ("€ 12,50", "12,50 EUR"). What can be read two ways
 * ("1,250": one euro twenty-five, or twelve hundred and fifty?) is refused,
 * not guessed.
 */

/** "Amount up to 9 digits" (the whole euros). */
export const AMOUNT_MAX_DIGITS = 9;

export type MoneyProblem = 'amount-invalid' | 'amount-ambiguous';

/** A typed amount read: its value and its whole units' digits, or why it cannot be read. */
export type MoneyReading = { amount: number; wholeDigits: number } | { problem: MoneyProblem };

const CURRENCY = /^(?:€|\$|£|[A-Za-z]{3})\s*|\s*(?:€|\$|£|[A-Za-z]{3})$/g;
/** "45,-", "45,--", "45.-": a round amount */
const ROUND = /[.,]-{1,2}$/;
const WHOLE = /^\d+$/;
/** thousands with a dot (or a space), optionally a decimal comma: "3.450,00", "1.250", "1 250,5" */
const DUTCH_GROUPED = /^(\d{1,3}(?:([. ])\d{3})(?:\2\d{3})*)(?:,(\d{1,2}))?$/;
/** one decimal separator with 1 or 2 decimals: "12,5", "12.50" */
const DECIMAL = /^(\d+)[.,](\d{1,2})$/;
/** a comma before three digits ("1,250"), or commas between thousands with a decimal dot ("1,250.00"): English or Dutch? */
const AMBIGUOUS = [/^\d{1,3}(?:,\d{3})+$/, /^\d{1,3}(?:,\d{3})+\.\d{1,2}$/];

function reading(whole: string, cents = ''): MoneyReading {
  const wholeDigits = whole.replace(/^0+(?=\d)/, '').length;
  return { amount: Number(`${whole}.${cents.padEnd(2, '0')}`), wholeDigits };
}

/** Reads a typed amount in Dutch notation (see above). */
export function readMoney(value: string): MoneyReading {
  const text = value.trim().replace(CURRENCY, '').trim().replace(ROUND, '');
  if (WHOLE.test(text)) return reading(text);
  const decimal = DECIMAL.exec(text);
  if (decimal) return reading(decimal[1] ?? '', decimal[2]);
  const grouped = DUTCH_GROUPED.exec(text);
  if (grouped) return reading((grouped[1] ?? '').replace(/[. ]/g, ''), grouped[3]);
  if (AMBIGUOUS.some((pattern) => pattern.test(text))) return { problem: 'amount-ambiguous' };
  return { problem: 'amount-invalid' };
}

/** Whether a typed amount can be read as money, e.g. "12", "12,5", "3.450,00", "€ 45,-". */
export function isValidMoney(value: string): boolean {
  return 'amount' in readMoney(value);
}

/** The amount of a typed money value, or `null` when it cannot be read as one amount. */
export function parseMoney(value: string): number | null {
  const read = readMoney(value);
  return 'amount' in read ? read.amount : null;
}

/** Field rule for money: empty passes (combine with a required rule). */
export function validateMoney(value: string | null | undefined): MoneyProblem | null {
  if (!value || value.trim() === '') return null;
  const read = readMoney(value);
  return 'problem' in read ? read.problem : null;
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
): MoneyProblem | 'amount-below-min' | 'amount-above-max' | null {
  if (value === null || value === undefined || value === '') return null;
  const read: MoneyReading = typeof value === 'number' ? { amount: value, wholeDigits: 0 } : readMoney(value);
  if ('problem' in read) return read.problem;
  if (Number.isNaN(read.amount)) return 'amount-invalid';
  if (bounds.min !== undefined && read.amount < bounds.min) return 'amount-below-min';
  if (bounds.max !== undefined && read.amount > bounds.max) return 'amount-above-max';
  return null;
}

/** "Amount up to 9 digits": at most 9 digits before the decimals. Empty passes. */
export function validateAmountDigits(value: string | null | undefined): MoneyProblem | 'amount-too-many-digits' | null {
  if (!value || value.trim() === '') return null;
  const read = readMoney(value);
  if ('problem' in read) return read.problem;
  return read.wholeDigits > AMOUNT_MAX_DIGITS ? 'amount-too-many-digits' : null;
}
