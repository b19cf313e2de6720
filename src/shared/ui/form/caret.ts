/**
 * Keeping the caret in place when a field reformats what was typed. Apart
 * from the formats themselves (input-format.ts), so that a plain TextField
 * does not pull the formats' domain tables into every page that has one.
 */

/** Letters and digits carry the value; dashes, spaces and the like are formatting. */
export function isValueCharacter(character: string): boolean {
  return /^[\p{L}\d]$/u.test(character);
}

/**
 * Where the caret belongs in a reformatted text: after the same number of
 * value characters as before it in the typed text, so inserting a dash or a
 * group space never throws the caret to the end.
 */
export function caretAfterValueCharacters(
  text: string,
  count: number,
  isValue: (character: string) => boolean = isValueCharacter,
): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isValue(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** How many value characters stand before a position of a text. */
export function countValueCharacters(
  text: string,
  end: number,
  isValue: (character: string) => boolean = isValueCharacter,
): number {
  return Array.from(text.slice(0, end)).filter(isValue).length;
}
