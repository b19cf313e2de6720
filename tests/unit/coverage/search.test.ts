import { describe, expect, test } from 'vitest';
import { searchCareTypes } from '@portal/domain';
import { COVERAGE_CATALOGUE } from '../../../fake-backend/seed/coverage';

/**
 * Issue 34: "search with typo tolerance and Dutch synonyms ("fysio", "bril", "beugel", "tandarts", "pil")", over
 * the seed's whole catalogue: each query with every care type it finds, in order (the rule: domain
 * `searchCareTypes`). "pil" found 10 care types and "tand" 6 before: a p, an i and an l anywhere, or a fuzzy hit.
 */
const ids = (text: string) => searchCareTypes(COVERAGE_CATALOGUE, text).map((careType) => careType.id);

describe('searchCareTypes over the coverage catalogue', () => {
  test.for([
    { typed: 'pil', found: ['anticonceptie'], why: 'the contraceptive pill, nothing else' },
    { typed: 'tand', found: ['tandarts', 'orthodontie'], why: 'the dentist by name, then the brace (tandregulatie)' },
    { typed: 'fysoi', found: ['fysiotherapie'], why: 'two letters swapped' },
    { typed: 'fysio', found: ['fysiotherapie'], why: 'the short form' },
    { typed: 'Fysiotherapie', found: ['fysiotherapie'], why: 'the name, capitalised' },
    { typed: 'bril', found: ['brillen-en-lenzen'], why: 'a synonym' },
    { typed: 'beugel', found: ['orthodontie'], why: 'a synonym' },
    { typed: 'tandarts', found: ['tandarts'], why: 'a synonym in the name' },
    { typed: 'tandats', found: ['tandarts'], why: 'a letter missing' },
    { typed: 'dietist', found: ['dietetiek'], why: 'without the diaeresis' },
    { typed: 'psycholoog', found: ['ggz'], why: 'a synonym' },
    { typed: 'ivf', found: ['fertiliteit'], why: 'the short form in the name' },
    { typed: 'zwanger', found: ['kraamzorg', 'fertiliteit'], why: 'a keyword of both' },
    { typed: 'zwanger worden', found: ['fertiliteit'], why: 'each word must match' },
    { typed: 'prik', found: ['vaccinaties', 'anticonceptie'], why: 'a keyword, then the start of prikpil' },
    { typed: 'arts', found: ['huisarts', 'tandarts', 'sportmedisch-onderzoek'], why: 'the last part of huisarts, tandarts, sportarts' },
    { typed: 'oog', found: [], why: 'not the last part of psycholoog' },
    { typed: 'xqzwv', found: [], why: 'nonsense' },
  ])('"$typed" finds $found ($why)', ({ typed, found }) => {
    expect(ids(typed)).toEqual(found);
  });

  test('nothing typed: every care type in the catalogue’s order', () => {
    expect(ids('  ')).toEqual(COVERAGE_CATALOGUE.map((careType) => careType.id));
  });
});
