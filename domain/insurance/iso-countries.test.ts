import { describe, expect, test } from 'vitest';
import { ISO_COUNTRY_CODES, isIsoCountryCode } from './iso-countries';

const dutchNames = new Intl.DisplayNames(['nl'], { type: 'region', fallback: 'none' });

describe('ISO 3166-1 alpha-2 codes (issue 33: "every country")', () => {
  test('249 codes, each once, in alphabetical order', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    expect([...ISO_COUNTRY_CODES].sort()).toEqual([...ISO_COUNTRY_CODES]);
  });

  test('every code has a Dutch name of its own in CLDR, and no two share one', () => {
    const names = ISO_COUNTRY_CODES.map((code) => dutchNames.of(code));
    expect(names.filter((name) => name === undefined || /^[A-Z]{2}$/.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(249);
  });

  test.for([
    { code: 'NL', name: 'Nederland', known: true },
    { code: 'US', name: 'Verenigde Staten', known: true },
    { code: 'CI', name: 'Ivoorkust', known: true },
    { code: 'AX', name: 'Åland', known: true },
    { code: 'nl', name: null, known: false },
    { code: 'EU', name: null, known: false },
    { code: 'XK', name: null, known: false },
    { code: 'ZZ', name: null, known: false },
    { code: 'NLD', name: null, known: false },
    { code: '', name: null, known: false },
  ])('$code: known $known', ({ code, name, known }) => {
    expect(isIsoCountryCode(code)).toBe(known);
    if (name) expect(dutchNames.of(code)).toBe(name);
  });
});
