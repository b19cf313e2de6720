/**
 * What the declaration tile lists (issue 33 point 13): "the declarations tile
 * shows the newest claims after a submission". The tile's visibility stays
 * spec 01 §2's ("declaration: only if some declaration preview has status
 * Afgehandeld"); once shown, it lists the newest claims of the preview, a
 * just-sent one (In behandeling) first, instead of only the last handled one.
 */

/** How many claims the tile lists: enough to see a new one beside the last handled, few enough for a tile. */
export const DECLARATION_TILE_SIZE = 3;

export interface ReceivedDeclaration {
  /** ISO date (or date-time) the insurer received the claim */
  receivedDate: string;
}

/** The newest claims first (by received date; equal dates keep the preview's order), at most `size`. */
export function newestDeclarations<T extends ReceivedDeclaration>(previews: readonly T[], size = DECLARATION_TILE_SIZE): T[] {
  return previews
    .map((declaration, index) => ({ declaration, index }))
    .sort((a, b) => (a.declaration.receivedDate < b.declaration.receivedDate ? 1 : a.declaration.receivedDate > b.declaration.receivedDate ? -1 : a.index - b.index))
    .slice(0, Math.max(0, size))
    .map(({ declaration }) => declaration);
}
