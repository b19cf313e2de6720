import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DOCUMENT_NAME_PREFIXES, splitDocumentName } from './document-name';

describe('document name', () => {
  // "Names containing coverage overview, policy conditions, terms and conditions or reimbursement overview
  //  (Dutch and English variants) are split into a prefix and a package name."
  test.for([
    { name: 'Polisvoorwaarden Basis Zorgzaam 2025', prefix: 'Polisvoorwaarden', packageName: 'Basis Zorgzaam 2025' },
    { name: 'Voorwaarden Aanvullend Goed', prefix: 'Voorwaarden', packageName: 'Aanvullend Goed' },
    { name: 'Vergoedingenoverzicht Aanvullend Goed 2025', prefix: 'Vergoedingenoverzicht', packageName: 'Aanvullend Goed 2025' },
    { name: 'Dekkingsoverzicht - Tand Extra', prefix: 'Dekkingsoverzicht', packageName: 'Tand Extra' },
    { name: 'Coverage overview Basic 2025', prefix: 'Coverage overview', packageName: 'Basic 2025' },
    { name: 'Policy conditions: Extra', prefix: 'Policy conditions', packageName: 'Extra' },
    { name: 'Terms and conditions Dental', prefix: 'Terms and conditions', packageName: 'Dental' },
    { name: 'reimbursement overview Plus', prefix: 'reimbursement overview', packageName: 'Plus' },
    { name: 'Zorgzaam polisvoorwaarden 2025', prefix: 'Zorgzaam polisvoorwaarden', packageName: '2025' },
    { name: 'Polisvoorwaarden', prefix: 'Polisvoorwaarden', packageName: '' },
    { name: 'İ Polisvoorwaarden Basis', prefix: 'İ Polisvoorwaarden', packageName: 'Basis' },
  ])('"$name" → "$prefix" + "$packageName"', ({ name, prefix, packageName }) => {
    expect(splitDocumentName(name)).toEqual({ prefix, packageName });
  });

  test.for([{ name: 'Premienota juni' }, { name: 'Polisblad 2025' }, { name: '' }])('"$name" is not split', ({ name }) => {
    expect(splitDocumentName(name)).toBeNull();
  });

  // letters whose lower case is longer ('İ') or that are spaces and separators, next to plain ones
  const text = fc.string({ unit: fc.constantFrom('a', 'Z', 'é', 'İ', 'ẞ', ' ', '-', ':', '\u00a0', '2') });
  test('property: prefix and package name keep the words of the name, and the prefix ends with a document kind', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...DOCUMENT_NAME_PREFIXES), text, (before, kind, after) => {
        const name = `${before}${kind} ${after}`;
        const parts = splitDocumentName(name);
        expect(parts).not.toBeNull();
        const lowerPrefix = parts!.prefix.toLowerCase();
        expect(DOCUMENT_NAME_PREFIXES.some((each) => lowerPrefix.endsWith(each.toLowerCase()))).toBe(true);
        expect(name.replace(/[\s\-–—:]/g, '')).toBe(`${parts!.prefix}${parts!.packageName}`.replace(/[\s\-–—:]/g, ''));
      }),
    );
  });
});
