import { IBAN_LENGTHS, applyInputMask, phoneNumberMaxInputLength } from '@portal/domain';

/**
 * How the special fields tidy what people type, as pure functions of the
 * typed text. They only shape the text (dashes, groups, capitals, lengths);
 * whether the value is valid stays the model's question (domain/validation).
 * Each is idempotent: formatting a formatted value changes nothing.
 */

const DATE_GROUP_SIZES = [2, 2, 4] as const;
const DATE_SEPARATORS = new Set(['-', '/', '.', ' ']);

/**
 * A date typed as dd-mm-jjjj: dashes appear by themselves ('14032025' gives
 * '14-03-2025'), a typed '/', '.' or space counts as a dash, other characters
 * and digits past the year are dropped. While typing at the end (or pasting
 * into an empty field) a single-digit day or month closed by a separator
 * gets its zero ('1-3-2025' gives '01-03-2025'); an edit inside the text
 * does not pad, so typing '0' over a selected month '03' is not turned into
 * '00' before the '4' can follow, and a month deleted altogether leaves
 * '14--2025' rather than pulling the year into its place.
 */
export function formatDateInput(typed: string, previous = ''): string {
  const padsSingleDigits = typed.startsWith(previous);
  const groups: string[] = [''];
  for (const character of typed) {
    const index = groups.length - 1;
    const current = groups[index] ?? '';
    const size = DATE_GROUP_SIZES[index] ?? 0;
    const isLastGroup = index === DATE_GROUP_SIZES.length - 1;
    if (/^\d$/.test(character)) {
      if (current.length < size) groups[index] = current + character;
      else if (!isLastGroup) groups.push(character);
    } else if (DATE_SEPARATORS.has(character) && !isLastGroup) {
      // a separator closes a group; an emptied group between two dashes stays while deleting
      const keepsEmptyGroup = !padsSingleDigits && index > 0;
      if (current.length === 0 && !keepsEmptyGroup) continue;
      if (padsSingleDigits) groups[index] = current.padStart(size, '0');
      groups.push('');
    }
  }
  return groups.join('-');
}

/** The longest IBAN of any country, in characters without spaces (33, Russia). */
export function ibanMaxLength(): number {
  return Math.max(...Object.values(IBAN_LENGTHS));
}

/**
 * The longest IBAN shown in groups of four: its characters and a space
 * between groups. Functions rather than constants, so that pages without an
 * IBAN field do not keep the country table for a module-level computation.
 */
export function ibanGroupedMaxLength(): number {
  const longest = ibanMaxLength();
  return longest + Math.ceil(longest / 4) - 1;
}

/**
 * An IBAN as it is printed: capitals and digits in groups of four
 * ('nl91abna0417164300' gives 'NL91 ABNA 0417 1643 00'). Other characters are
 * dropped and the text stops at the longest IBAN; the model strips the spaces.
 */
export function formatIbanInput(input: string): string {
  const characters = input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ibanMaxLength());
  return characters.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The Dutch postal code's shape, in the domain's input-mask symbols. */
export const DUTCH_POSTAL_CODE_MASK = '#### AA';

/** A Dutch postal code: four digits, a space and two capitals ('1234ab' gives '1234 AB'). */
export function formatPostalCodeInput(input: string): string {
  return applyInputMask(input, DUTCH_POSTAL_CODE_MASK);
}

/** room for the longest amount the domain reads: 9 digits, their thousands dots, a comma and 2 decimals, and a little more */
export const MONEY_INPUT_MAX_LENGTH = 20;

/**
 * An amount as people type it (issue 33): digits with the dots, spaces,
 * comma and ",-" of Dutch notation stay as typed ("3.450,00", "45,-"), so
 * that nothing changes its meaning while typing; the domain reads it
 * (`readMoney`) and says so when it cannot. A currency sign or code is
 * dropped: the field's prefix shows the currency.
 */
export function formatMoneyInput(input: string): string {
  return input
    .replace(/[^\d.,\- ]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ +/, '')
    .slice(0, MONEY_INPUT_MAX_LENGTH);
}

/** Digits only, at most `maxLength` of them (a BSN). */
export function formatDigitsInput(input: string, maxLength: number): string {
  return input.replace(/\D/g, '').slice(0, maxLength);
}

/**
 * A phone number cut to the spec's maximum input length for what it starts
 * with ("10 if it starts 06, 12 if +31, else 15, plus the count of formatting
 * characters"); the characters themselves stay as typed.
 */
export function fitPhoneInput(input: string): string {
  let fitted = input;
  while (fitted.length > phoneNumberMaxInputLength(fitted)) {
    fitted = fitted.slice(0, phoneNumberMaxInputLength(fitted));
  }
  return fitted;
}
