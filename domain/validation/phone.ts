/** Total length, plus included, of a Dutch number in international form: +31 and 9 digits. */
const DUTCH_PHONE_LENGTH = 12;
const MIN_PHONE_LENGTH = 10;
const MAX_PHONE_LENGTH = 15;
/** Length of a Dutch mobile number in national form: 06 and 8 digits. */
const DUTCH_MOBILE_NATIONAL_LENGTH = 10;

const stripFormatting = (input: string) => input.replace(/[^\d+]/g, '');

/** A Dutch number in national form: a 0 (not 00, an international prefix), then 9 digits. */
const DUTCH_NATIONAL_NUMBER = /^0[1-9]\d{8}$/;
/** A number that starts as a Dutch one in national form does (0, not 00), whatever its length. */
const DUTCH_NATIONAL_START = /^0[1-9]/;
const DUTCH_COUNTRY_CODE = '+31';

/**
 * "Input is stripped of spaces and non-digits except plus." A Dutch number
 * typed in national form (0 and 9 digits, with or without spaces), mobile
 * or landline, becomes international: '06 12345678' → '+31612345678'
 * (issue 12 point 6), '020 1234567' → '+31201234567' (issue 33 point 9).
 */
export function normalizePhoneNumber(input: string): string {
  const stripped = stripFormatting(input);
  return DUTCH_NATIONAL_NUMBER.test(stripped) ? `+31${stripped.slice(1)}` : stripped;
}

/**
 * A number typed beside a country-prefix choice, as one number: the prefix
 * and the number, normalised. A Dutch number typed in national form after
 * +31 loses its 0, as it does when dialled from abroad: +31 and
 * '06 12345678' is '+31612345678', not a 13-character number that fails
 * (issue 33 point 9).
 */
export function phoneNumberWithPrefix(prefix: string, number: string): string {
  const stripped = stripFormatting(number);
  const national = prefix === DUTCH_COUNTRY_CODE && DUTCH_NATIONAL_NUMBER.test(stripped) ? stripped.slice(1) : stripped;
  return normalizePhoneNumber(`${prefix}${national}`);
}

/**
 * The country calling codes of one and of two digits (ITU-T E.164): the codes
 * are prefix-free, so every other code has three digits ('+352', '+420').
 */
const ONE_DIGIT_COUNTRY_CODES = new Set(['1', '7']);
const TWO_DIGIT_COUNTRY_CODES = new Set([
  '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84',
  '86', '90', '91', '92', '93', '94', '95', '98',
]);

/** The country code of an international number's digits (after the +): one, two or three digits. */
function countryCodeOf(digits: string): string {
  if (ONE_DIGIT_COUNTRY_CODES.has(digits.slice(0, 1))) return digits.slice(0, 1);
  if (TWO_DIGIT_COUNTRY_CODES.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

/**
 * A national number in pairs from the end, the first group three digits when
 * the count is odd: '470123456' → '470 12 34 56' (a Belgian mobile as
 * Belgians write it), '32123456' → '32 12 34 56'. The groups of each
 * country's own plan need its numbering data; pairs read well everywhere.
 */
function groupNationalNumber(digits: string): string {
  const groups: string[] = [];
  let start = digits.length % 2 === 1 ? 3 : 2;
  groups.push(digits.slice(0, start));
  for (; start < digits.length; start += 2) groups.push(digits.slice(start, start + 2));
  return groups.join(' ');
}

/**
 * A stored number for reading: a Dutch mobile number as '+31 6 1234 5678', a
 * Dutch landline as '+31 20 123 4567'-like groups; a valid foreign number
 * (spec 01 §5: '+' and 10 to 15 characters) as its country code and then
 * groups, '+32 470 12 34 56'; anything else (masked, invalid) as it is.
 */
export function formatPhoneNumberForReading(phoneNumber: string): string {
  const normalised = normalizePhoneNumber(phoneNumber);
  const mobile = /^\+316(\d{4})(\d{4})$/.exec(normalised);
  if (mobile) return `+31 6 ${mobile[1]} ${mobile[2]}`;
  const dutch = /^\+31(\d{2})(\d{3})(\d{4})$/.exec(normalised);
  if (dutch) return `+31 ${dutch[1]} ${dutch[2]} ${dutch[3]}`;
  if (normalised.startsWith(DUTCH_COUNTRY_CODE) || !isValidPhoneNumber(normalised)) return phoneNumber;
  const digits = normalised.slice(1);
  const countryCode = countryCodeOf(digits);
  const national = digits.slice(countryCode.length);
  // the North American plan is one fixed shape: area code, exchange, line ('+1 202 555 0123')
  const northAmerican = countryCode === '1' ? /^(\d{3})(\d{3})(\d{4})$/.exec(national) : null;
  if (northAmerican) return `+1 ${northAmerican.slice(1).join(' ')}`;
  return `+${countryCode} ${groupNationalNumber(national)}`;
}

/**
 * "Valid if +31 with total length 12, or starts with + with length 10 to 15."
 * Checked on the normalised prefix plus number; only digits may follow the plus.
 */
export function isValidPhoneNumber(prefixAndNumber: string): boolean {
  const phoneNumber = normalizePhoneNumber(prefixAndNumber);
  if (!/^\+\d+$/.test(phoneNumber)) return false;
  if (phoneNumber.startsWith('+31')) return phoneNumber.length === DUTCH_PHONE_LENGTH;
  return phoneNumber.length >= MIN_PHONE_LENGTH && phoneNumber.length <= MAX_PHONE_LENGTH;
}

/**
 * "Maximum input length: 10 if it starts 06, 12 if +31, else 15, plus the
 * count of formatting characters." Formatting characters are everything typed
 * that is not a digit or a plus, so "06 12 34 56 78" may be 14 long.
 */
export function phoneNumberMaxInputLength(input: string): number {
  // the maximum counts what is typed: '06…' is 10 long before it becomes +316…
  const phoneNumber = stripFormatting(input);
  const formattingCharacters = input.length - phoneNumber.length;
  const base = phoneNumber.startsWith('06')
    ? DUTCH_MOBILE_NATIONAL_LENGTH
    : phoneNumber.startsWith('+31')
      ? DUTCH_PHONE_LENGTH
      : MAX_PHONE_LENGTH;
  return base + formattingCharacters;
}

export type PhoneNumberMessageKey =
  | 'phone-required'
  | 'phone-prefix-missing'
  | 'phone-invalid'
  | 'phone-dutch-length-invalid'
  | 'phone-length-invalid';

/**
 * The phone field: "number required; prefix plus number starts with +; length
 * more than 9 and at most 15; for +31 exactly 12 characters." Forms with a
 * country-prefix dropdown pass it as `prefix`; a single field passes only `number`.
 */
export function validatePhoneNumber(
  number: string | null | undefined,
  prefix = '',
): PhoneNumberMessageKey | null {
  if (normalizePhoneNumber(number ?? '').replace('+', '') === '') return 'phone-required';
  const phoneNumber = phoneNumberWithPrefix(prefix, number ?? '');
  // '06 1234567': a Dutch number one digit short, not a number without a country code
  if (DUTCH_NATIONAL_START.test(phoneNumber)) return 'phone-dutch-length-invalid';
  if (!phoneNumber.startsWith('+')) return 'phone-prefix-missing';
  if (!/^\+\d+$/.test(phoneNumber)) return 'phone-invalid';
  if (phoneNumber.startsWith('+31')) {
    return phoneNumber.length === DUTCH_PHONE_LENGTH ? null : 'phone-dutch-length-invalid';
  }
  const hasValidLength =
    phoneNumber.length >= MIN_PHONE_LENGTH && phoneNumber.length <= MAX_PHONE_LENGTH;
  return hasValidLength ? null : 'phone-length-invalid';
}

/**
 * A phone field the user may leave empty (the contact form's, a co-insured's
 * in the personal details): empty, or only spaces and dashes, passes and
 * never blocks sending; anything typed is checked as every phone number is
 * (spec 02 §6 "email and phone validated"), and a lone '+' is too short
 * rather than missing (issue 33 point 9). One rule for every optional phone.
 */
export function validateOptionalPhoneNumber(
  number: string | null | undefined,
  prefix = '',
): Exclude<PhoneNumberMessageKey, 'phone-required'> | null {
  if (stripFormatting(number ?? '') === '') return null;
  const messageKey = validatePhoneNumber(number, prefix);
  return messageKey === 'phone-required' ? 'phone-length-invalid' : messageKey;
}
