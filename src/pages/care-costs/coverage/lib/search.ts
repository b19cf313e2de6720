import Fuse from 'fuse.js';

export interface Searchable {
  name: string;
  keywords: readonly string[];
}

/**
 * Issue 34: care types found by what people type, with typos ("fysoi") and
 * the words people use for them ("bril", "beugel", "pil": the catalogue's
 * keywords). fuse.js scores the name and the keywords (Bitap: a swapped or
 * missing letter still matches); the best match first. Nothing typed: all,
 * in the catalogue's order.
 */
export function searchCareTypes<Item extends Searchable>(items: readonly Item[], text: string): Item[] {
  const words = text.trim();
  if (!words) return [...items];
  const fuse = new Fuse(items, {
    keys: [
      { name: 'name', weight: 2 },
      { name: 'keywords', weight: 1 },
    ],
    threshold: 0.35,
    ignoreLocation: true,
    ignoreDiacritics: true,
  });
  return fuse.search(words).map((result) => result.item);
}
