/** "Names shortened to 36 characters (9 on extra-small screens)." */
export const NAME_DISPLAY_MAX_LENGTH = 36;
export const NAME_DISPLAY_MAX_LENGTH_EXTRA_SMALL = 9;
const ELLIPSIS = '…';

/**
 * Shortens a name for display to at most 36 characters, or 9 on extra-small
 * screens, ending in an ellipsis when cut. The ellipsis counts towards the
 * limit, since the limit exists to keep the name inside its box. Characters
 * are code points, so an emoji or astral letter is never split.
 */
export function shortenName(name: string, options: { isExtraSmallScreen?: boolean } = {}): string {
  const maxLength = options.isExtraSmallScreen
    ? NAME_DISPLAY_MAX_LENGTH_EXTRA_SMALL
    : NAME_DISPLAY_MAX_LENGTH;
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  return characters.slice(0, maxLength - 1).join('').trimEnd() + ELLIPSIS;
}
