/**
 * Issue 34 ("Wat wordt vergoed?"): the care types a person means by what they
 * type. People type a word they know for it ("pil", "beugel", "fysio"), the
 * start of one ("tand"), or a word with a typo ("fysoi", "tandats"). So the
 * words of a care type's name and of its keywords (the words people use for
 * it) are matched, best first:
 *
 * 1. the whole word ("pil" is a keyword of Anticonceptie);
 * 2. the start of a word ("tand": Tandarts, and "tandregulatie" of Orthodontie);
 * 3. the last part of a Dutch compound, from 4 letters ("bril" in "leesbril",
 *    "arts" in "tandarts"; "oog" is no part of "psycholoog");
 * 4. only when nothing matches that way, a typo: a typed word of at least
 *    4 letters that is one letter off (swapped, missing, extra or other) from
 *    a word or its start, two from 8 letters. A shorter word is too short to
 *    guess at: "pil" is one letter off from far too much.
 *
 * A search of several words finds the care types that match each of them; a
 * care type ranks by its worst matching word, a hit in its name before one in
 * its keywords, then in the catalogue's order. Case and diacritics do not
 * count ("dietist" finds Diëtist). Nothing typed: every care type, in order.
 */

export interface SearchableCareType {
  name: string;
  keywords: readonly string[];
}

/** How well a typed word matches, best first. */
export type CareTypeMatch = 'word' | 'prefix' | 'compound-part' | 'typo';

const MATCH_RANK: Record<CareTypeMatch, number> = { word: 0, prefix: 1, 'compound-part': 2, typo: 3 };

/** The shortest typed word that may be the last part of a compound ("bril" in "leesbril"); "oog" is not one of "psycholoog". */
export const COMPOUND_PART_MIN_LENGTH = 4;
/** The shortest typed word that is matched with a typo: below it, one letter off matches nearly anything. */
export const TYPO_MIN_LENGTH = 4;
/** From this length a typed word may be two letters off. */
export const TWO_TYPOS_MIN_LENGTH = 8;

/** Lower case, without diacritics, letters and digits only: the words of a text. */
export function searchWordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('nl-NL')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Letters to change, add, drop or swap (two neighbours) to make one word of the other (optimal string alignment). */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const distance: number[][] = Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)));
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(distance[row - 1]![column]! + 1, distance[row]![column - 1]! + 1, distance[row - 1]![column - 1]! + cost);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) best = Math.min(best, distance[row - 2]![column - 2]! + 1);
      distance[row]![column] = best;
    }
  }
  return distance[a.length]![b.length]!;
}

/** The typos a typed word may have: none below 4 letters, one up to 7, two from 8. */
export function typosAllowed(typed: string): number {
  if (typed.length < TYPO_MIN_LENGTH) return 0;
  return typed.length < TWO_TYPOS_MIN_LENGTH ? 1 : 2;
}

/** Whether `typed` is the word, or its start, with at most the typos its length allows. */
function isTypoOf(typed: string, word: string): boolean {
  const allowed = typosAllowed(typed);
  if (allowed === 0) return false;
  if (typoDistance(typed, word) <= allowed) return true;
  // its start, as long as typed or with the letters a typo dropped ("tandats" for "tandarts…"); never shorter, or
  // "ogen" would be "gen" with a letter too many, the start of "geneesmiddelen"
  for (let length = typed.length; length <= Math.min(word.length - 1, typed.length + allowed); length += 1) {
    if (typoDistance(typed, word.slice(0, length)) <= allowed) return true;
  }
  return false;
}

/** How one typed word matches one word of a care type, without typos; null: not so. */
function exactMatchOf(typed: string, word: string): Exclude<CareTypeMatch, 'typo'> | null {
  if (word === typed) return 'word';
  if (word.startsWith(typed)) return 'prefix';
  if (typed.length >= COMPOUND_PART_MIN_LENGTH && word.endsWith(typed)) return 'compound-part';
  return null;
}

interface Ranked<Item> {
  item: Item;
  index: number;
  match: CareTypeMatch;
  /** 0: a hit in the name, 1: only in the keywords */
  field: number;
}

/** The best way one typed word matches one field's words; typos only when asked. */
function bestMatch(typed: string, words: readonly string[], withTypos: boolean): CareTypeMatch | null {
  let best: CareTypeMatch | null = null;
  for (const word of words) {
    const match = exactMatchOf(typed, word) ?? (withTypos && isTypoOf(typed, word) ? 'typo' : null);
    if (match && (best === null || MATCH_RANK[match] < MATCH_RANK[best])) best = match;
  }
  return best;
}

/** How a care type matches every typed word (its worst), and where; null when one typed word does not match. */
function rankOf<Item extends SearchableCareType>(item: Item, index: number, typedWords: readonly string[], withTypos: boolean): Ranked<Item> | null {
  const nameWords = searchWordsOf(item.name);
  const keywordWords = item.keywords.flatMap(searchWordsOf);
  let worst: CareTypeMatch = 'word';
  let field = 0;
  for (const typed of typedWords) {
    const inName = bestMatch(typed, nameWords, withTypos);
    const inKeywords = bestMatch(typed, keywordWords, withTypos);
    // the name wins unless the keywords match better
    const useKeywords = inKeywords !== null && (inName === null || MATCH_RANK[inKeywords] < MATCH_RANK[inName]);
    const match = useKeywords ? inKeywords : inName;
    if (match === null) return null;
    if (useKeywords) field = 1;
    if (MATCH_RANK[match] > MATCH_RANK[worst]) worst = match;
  }
  return { item, index, match: worst, field };
}

/** The care types found for what is typed, best first; each with how it matched. */
export function rankCareTypes<Item extends SearchableCareType>(items: readonly Item[], text: string): { item: Item; match: CareTypeMatch }[] {
  const typedWords = searchWordsOf(text);
  if (typedWords.length === 0) return items.map((item) => ({ item, match: 'word' as const }));
  const rankAll = (withTypos: boolean) =>
    items.flatMap((item, index) => {
      const ranked = rankOf(item, index, typedWords, withTypos);
      return ranked ? [ranked] : [];
    });
  const good = rankAll(false);
  // typos only when nothing matches as typed: "pil" is never a typo of "spiraal" while "pil" itself is there
  const found = good.length > 0 ? good : rankAll(true);
  return found
    .sort((a, b) => MATCH_RANK[a.match] - MATCH_RANK[b.match] || a.field - b.field || a.index - b.index)
    .map(({ item, match }) => ({ item, match }));
}

/** The care types found for what is typed, the best match first; nothing typed: all, in the catalogue's order. */
export function searchCareTypes<Item extends SearchableCareType>(items: readonly Item[], text: string): Item[] {
  return rankCareTypes(items, text).map(({ item }) => item);
}
