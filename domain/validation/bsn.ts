/** Weights of the 11-test: 9 down to 2 for the first eight digits, -1 for the last. */
const BSN_WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2, -1] as const;

/**
 * "BSN: 8 or 9 digits; 11-test weighted checksum with the last digit weighted
 * -1, sum divisible by 11 and non-zero." An 8-digit BSN is read with a leading
 * zero, which weighs nothing (spec 02: "8 also tolerated with a zero-weighted
 * checksum"). No spaces or dots are accepted.
 */
export function isValidBsn(value: string): boolean {
  if (!/^\d{8,9}$/.test(value)) return false;
  const digits = value.padStart(9, '0');
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    sum += Number(digits[index]) * (BSN_WEIGHTS[index] ?? 0);
  }
  return sum !== 0 && sum % 11 === 0;
}

/** The 9-digit form of a BSN, so that "12345678" and "012345678" compare equal. */
export function normalizeBsn(value: string): string {
  const trimmed = value.trim();
  return /^\d{8}$/.test(trimmed) ? `0${trimmed}` : trimmed;
}

/** Field rule for a BSN: empty passes (combine with a required rule), else the 11-test. */
export function validateBsn(value: string | null | undefined): 'bsn-invalid' | null {
  if (!value || value.trim() === '') return null;
  return isValidBsn(value.trim()) ? null : 'bsn-invalid';
}

/**
 * "A BSN already among the insured is rejected" (spec 02 §5); the text is the
 * one of the server check: 'Deze BSN heeft u al geregistreerd.'
 */
export function validateBsnNotAlreadyInsured(
  value: string,
  insuredBsns: readonly string[],
): 'bsn-already-registered' | null {
  const wanted = normalizeBsn(value);
  return insuredBsns.some((bsn) => normalizeBsn(bsn) === wanted) ? 'bsn-already-registered' : null;
}

/** The server answer of `social-security-number-in-use`: true means in use for the agreement. */
export function bsnInUseMessage(isInUse: boolean): 'bsn-already-registered' | null {
  return isInUse ? 'bsn-already-registered' : null;
}
