import { ibanLengthForCountry } from './iban-lengths';

/** Letters count as 10 (A) to 35 (Z) in the mod-97 check (ISO 13616). */
const LETTER_OFFSET = 'A'.charCodeAt(0) - 10;

/** "IBAN: spaces removed" — the electronic form of an IBAN as typed. */
export function electronicIban(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * ISO 7064 mod 97-10 of the rearranged IBAN (first four characters moved to
 * the end), computed one character at a time so the remainder stays small:
 * no BigInt, no 30-digit numbers.
 */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    remainder =
      character >= 'A' && character <= 'Z'
        ? (remainder * 100 + (code - LETTER_OFFSET)) % 97
        : (remainder * 10 + (code - 48)) % 97;
  }
  return remainder;
}

/**
 * "IBAN: spaces removed; only digits and capital letters; length equals the
 * fixed length for the country; mod-97 check equals 1." A country code of two
 * capitals and two check digits lead the number. Check digits 00, 01 and 99
 * are never issued (ISO 13616 computes 02 to 98), so they are refused even
 * when the remainder is 1, as ibantools does. An empty string is not a valid
 * IBAN; "empty passes" is the optional field's rule, see validateOptionalIban.
 */
export function isValidIban(value: string): boolean {
  const iban = electronicIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (ibanLengthForCountry(iban.slice(0, 2)) !== iban.length) return false;
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return false;
  return ibanRemainder(iban) === 1;
}

/** The IBAN field of the payment details: "empty passes", otherwise isValidIban. */
export function validateOptionalIban(value: string | null | undefined): 'iban-invalid' | null {
  if (!value || electronicIban(value) === '') return null;
  return isValidIban(value) ? null : 'iban-invalid';
}
