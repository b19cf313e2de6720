import { describe, expect, test } from 'vitest';
import { rankCareTypes, searchCareTypes, searchWordsOf, typoDistance, typosAllowed, type CareTypeMatch } from './coverage-search';

/**
 * Issue 34: "search with typo tolerance and Dutch synonyms ("fysio", "bril", "beugel", "tandarts", "pil")".
 * A user typing "pil" means the contraceptive pill, not every care type with a p, an i and an l somewhere:
 * whole words and their starts first, typos only when nothing matches as typed, and only for words long
 * enough to have one. Care types as the catalogue writes them (a few of them; the whole catalogue is in
 * tests/unit/coverage/search.test.ts).
 */
const CARE_TYPES = [
  { id: 'ziekenhuiszorg', name: 'Ziekenhuiszorg en medisch specialist', keywords: ['ziekenhuis', 'specialist', 'operatie', 'polikliniek'] },
  { id: 'geneesmiddelen', name: 'Geneesmiddelen', keywords: ['medicijnen', 'apotheek', 'recept', 'farmacie'] },
  { id: 'fysiotherapie', name: 'Fysiotherapie', keywords: ['fysio', 'fysiotherapeut', 'manuele therapie'] },
  { id: 'tandarts', name: 'Tandarts (mondzorg)', keywords: ['tandarts', 'tanden', 'gebit', 'kies'] },
  { id: 'orthodontie', name: 'Orthodontie', keywords: ['beugel', 'orthodontist', 'tandregulatie'] },
  { id: 'brillen', name: 'Brillen en contactlenzen', keywords: ['bril', 'lenzen', 'leesbril'] },
  { id: 'anticonceptie', name: 'Anticonceptie', keywords: ['pil', 'anticonceptiepil', 'spiraal', 'prikpil'] },
  { id: 'huisarts', name: 'Huisarts', keywords: ['dokter', 'spreekuur'] },
  { id: 'dietist', name: 'Diëtist', keywords: ['voeding', 'dieet'] },
  { id: 'ggz', name: 'Geestelijke gezondheidszorg', keywords: ['psycholoog', 'therapie'] },
] as const;

describe('searchCareTypes: what a user means by what they type', () => {
  test.for([
    { typed: 'pil', found: ['anticonceptie'], why: 'a whole keyword; three letters are never a typo of spiraal, specialist or polikliniek' },
    { typed: 'tand', found: ['tandarts', 'orthodontie'], why: 'the start of a word: in the name first, then tandregulatie' },
    { typed: 'fysio', found: ['fysiotherapie'], why: 'a whole keyword' },
    { typed: 'Fysiotherapie', found: ['fysiotherapie'], why: 'the name, capitalised' },
    { typed: 'bril', found: ['brillen'], why: 'a keyword, and the start of the name' },
    { typed: 'arts', found: ['tandarts', 'huisarts'], why: 'the last part of a compound, in the catalogue’s order' },
    { typed: 'therapie', found: ['fysiotherapie', 'ggz'], why: 'a whole word of "manuele therapie" and a keyword' },
    { typed: 'dietist', found: ['dietist'], why: 'without the diaeresis' },
    { typed: 'manuele therapie', found: ['fysiotherapie'], why: 'each word must match' },
    { typed: 'fysoi', found: ['fysiotherapie'], why: 'two letters swapped: a typo, as nothing matches as typed' },
    { typed: 'tandats', found: ['tandarts'], why: 'a letter missing' },
    { typed: 'pill', found: ['anticonceptie'], why: 'a letter too many' },
    { typed: 'psycholoog', found: ['ggz'], why: 'a keyword' },
    { typed: 'oog', found: [], why: 'not the last part of psycholoog: too short for a compound part, too short for a typo' },
    { typed: 'ogen', found: [], why: 'not geneesmiddelen with a letter too many at its start' },
    { typed: 'xqzwv', found: [], why: 'nonsense finds nothing' },
  ])('"$typed" finds $found ($why)', ({ typed, found }) => {
    expect(searchCareTypes(CARE_TYPES, typed).map((careType) => careType.id)).toEqual(found);
  });

  test('nothing typed: every care type, in the catalogue’s order', () => {
    expect(searchCareTypes(CARE_TYPES, '  ').map((careType) => careType.id)).toEqual(CARE_TYPES.map((careType) => careType.id));
  });

  test.for([
    { typed: 'pil', matches: [['anticonceptie', 'word']] },
    { typed: 'tand', matches: [['tandarts', 'prefix'], ['orthodontie', 'prefix']] },
    { typed: 'leesbril', matches: [['brillen', 'word']] },
    { typed: 'fysoi', matches: [['fysiotherapie', 'typo']] },
  ] as { typed: string; matches: [string, CareTypeMatch][] }[])('how "$typed" matched', ({ typed, matches }) => {
    expect(rankCareTypes(CARE_TYPES, typed).map(({ item, match }) => [item.id, match])).toEqual(matches);
  });

  test('a typo is sought only when nothing matches as typed', () => {
    const oneLetterApart = [
      { id: 'roken', name: 'Stoppen met roken', keywords: [] },
      { id: 'koken', name: 'Koken voor een dieet', keywords: [] },
    ];
    // "roken" is there as typed: "koken", one letter off, is not what the user means
    expect(searchCareTypes(oneLetterApart, 'roken').map((careType) => careType.id)).toEqual(['roken']);
    // "loken" is not there: both are one letter off
    expect(searchCareTypes(oneLetterApart, 'loken').map((careType) => careType.id)).toEqual(['roken', 'koken']);
  });
});

describe('the typo rule', () => {
  test.for([
    { typed: 'pil', allowed: 0 },
    { typed: 'pill', allowed: 1 },
    { typed: 'tandats', allowed: 1 },
    { typed: 'tandartz', allowed: 2 },
  ])('"$typed" may have $allowed', ({ typed, allowed }) => {
    expect(typosAllowed(typed)).toBe(allowed);
  });

  test.for([
    { a: 'fysoi', b: 'fysio', distance: 1, why: 'two neighbours swapped count once' },
    { a: 'tandats', b: 'tandarts', distance: 1, why: 'a letter missing' },
    { a: 'pil', b: 'pil', distance: 0, why: 'the same' },
    { a: 'pil', b: 'spiraal', distance: 4, why: 'far apart' },
  ])('$a and $b: $distance ($why)', ({ a, b, distance }) => {
    expect(typoDistance(a, b)).toBe(distance);
    expect(typoDistance(b, a)).toBe(distance);
  });

  test('words: lower case, without diacritics, split on anything but letters and digits', () => {
    expect(searchWordsOf('Tandarts (mondzorg), Diëtist')).toEqual(['tandarts', 'mondzorg', 'dietist']);
  });
});
