/**
 * "Input mask symbols: # digit, a letter, A uppercase letter, n alphanumeric,
 * N uppercase alphanumeric, X any." Every other character of a mask is a
 * literal that appears as is (the space in '#### AA', the dash in '##-##').
 */
const MASK_SYMBOLS = {
  '#': (character: string) => /^\d$/.test(character),
  a: (character: string) => /^\p{L}$/u.test(character),
  A: (character: string) => /^\p{Lu}$/u.test(character),
  n: (character: string) => /^[\p{L}\d]$/u.test(character),
  N: (character: string) => /^[\p{Lu}\d]$/u.test(character),
  X: () => true,
} as const;

type MaskSymbol = keyof typeof MASK_SYMBOLS;

function isMaskSymbol(character: string): character is MaskSymbol {
  return Object.hasOwn(MASK_SYMBOLS, character);
}

/** A and N ask for capitals; typing in lower case is fine, the mask raises it. */
function fitToSymbol(symbol: MaskSymbol, character: string): string | null {
  const candidate = symbol === 'A' || symbol === 'N' ? character.toUpperCase() : character;
  return MASK_SYMBOLS[symbol](candidate) ? candidate : null;
}

/** Whether a complete value follows the mask: same length, each character fits its place. */
export function matchesInputMask(value: string, mask: string): boolean {
  const characters = Array.from(value);
  const places = Array.from(mask);
  if (characters.length !== places.length) return false;
  return places.every((place, index) => {
    const character = characters[index] ?? '';
    return isMaskSymbol(place) ? MASK_SYMBOLS[place](character) : character === place;
  });
}

/**
 * Formats what the user typed to the mask as far as it goes: literals are
 * inserted (or taken over when typed), characters that fit no place are
 * dropped, A and N places upper-case their letter. Stops where the input
 * runs out, so '1234a' with '#### AA' gives '1234 A'. Applying it twice
 * changes nothing.
 */
export function applyInputMask(input: string, mask: string): string {
  const characters = Array.from(input);
  let next = 0;
  let output = '';
  for (const place of Array.from(mask)) {
    if (next >= characters.length) break;
    if (!isMaskSymbol(place)) {
      output += place;
      if (characters[next] === place) next += 1;
      continue;
    }
    let fitted: string | null = null;
    while (fitted === null && next < characters.length) {
      fitted = fitToSymbol(place, characters[next] ?? '');
      next += 1;
    }
    if (fitted === null) break;
    output += fitted;
  }
  return output;
}

/** Field rule for a masked field: empty passes, a complete value must match the mask. */
export function validateInputMask(
  value: string | null | undefined,
  mask: string,
): 'input-mask-mismatch' | null {
  if (!value) return null;
  return matchesInputMask(value, mask) ? null : 'input-mask-mismatch';
}
