import { describe, expect, test } from 'vitest';
import { searchCareTypes } from '@/pages/care-costs/coverage/lib/search';
import { COVERAGE_CATALOGUE } from '../../../fake-backend/seed/coverage';

/** Issue 34: "search with typo tolerance and Dutch synonyms ("fysio", "bril", "beugel", "tandarts", "pil")", over the seed's catalogue. */
const ids = (text: string) => searchCareTypes(COVERAGE_CATALOGUE, text).map((careType) => careType.id);

describe('searchCareTypes', () => {
  test.for([
    { typed: 'fysoi', first: 'fysiotherapie', why: 'two letters swapped' },
    { typed: 'fysio', first: 'fysiotherapie', why: 'the short form' },
    { typed: 'Fysiotherapie', first: 'fysiotherapie', why: 'the name, capitalised' },
    { typed: 'bril', first: 'brillen-en-lenzen', why: 'a synonym' },
    { typed: 'beugel', first: 'orthodontie', why: 'a synonym' },
    { typed: 'tandarts', first: 'tandarts', why: 'a synonym in the name' },
    { typed: 'tandats', first: 'tandarts', why: 'a letter missing' },
    { typed: 'pil', first: 'anticonceptie', why: 'a synonym of three letters' },
    { typed: 'dietist', first: 'dietetiek', why: 'without the diaeresis' },
    { typed: 'psycholoog', first: 'ggz', why: 'a synonym' },
  ])('"$typed" finds $first first ($why)', ({ typed, first }) => {
    expect(ids(typed)[0]).toBe(first);
  });

  test('nothing typed: every care type in the catalogue’s order; nonsense finds nothing', () => {
    expect(ids('  ')).toEqual(COVERAGE_CATALOGUE.map((careType) => careType.id));
    expect(ids('xqzwv')).toEqual([]);
  });
});
