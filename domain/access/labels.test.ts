import { describe, expect, test } from 'vitest';
import { DEFAULT_LABEL, findLabel, isKnownLabel, resolveLabelFromHostName, type CollectivityConfig } from './labels';

const COLLECTIVITIES: CollectivityConfig[] = [
  { urlPart: 'studentenzorg', label: 'studentenzorg' },
  { urlPart: 'ZorgCollectief', label: 'ZORGCOLLECTIEF' },
  { urlPart: 'oudewerkgever', label: 'zorgzaam', redirectUrl: 'https://www.example.nl/overgestapt' },
  { urlPart: 'vergeten', label: 'bestaat-niet' },
];

/*
 * Spec 01 §1: "The label is derived from the host name; if none matches a default label is used.
 * One configured collectivity may redirect the browser to another address."
 * §3: "Configuration lists per collectivity urlPart, label, redirectUrl."
 */
describe('resolveLabelFromHostName', () => {
  test.each([
    { host: 'studentenzorg.localhost', expected: { kind: 'label', label: 'studentenzorg' } },
    { host: 'mijn.studentenzorg.nl', expected: { kind: 'label', label: 'studentenzorg' } },
    { host: 'MIJN.ZORGCOLLECTIEF.NL', expected: { kind: 'label', label: 'zorgcollectief' } },
    { host: 'localhost', expected: { kind: 'label', label: DEFAULT_LABEL } },
    { host: 'mijn.zorgzaam.nl', expected: { kind: 'label', label: DEFAULT_LABEL } },
    // a host part must match whole: "studentenzorgplus" is not "studentenzorg"
    { host: 'studentenzorgplus.localhost', expected: { kind: 'label', label: DEFAULT_LABEL } },
    // a configured label the portal has no branding for falls back to the default
    { host: 'vergeten.localhost', expected: { kind: 'label', label: DEFAULT_LABEL } },
    { host: 'oudewerkgever.localhost', expected: { kind: 'redirect', redirectUrl: 'https://www.example.nl/overgestapt' } },
  ])('$host → $expected', ({ host, expected }) => {
    expect(resolveLabelFromHostName(host, COLLECTIVITIES)).toEqual(expected);
  });

  test('without configured collectivities every host gets the default label', () => {
    expect(resolveLabelFromHostName('studentenzorg.localhost', [])).toEqual({ kind: 'label', label: DEFAULT_LABEL });
  });
});

describe('findLabel and isKnownLabel', () => {
  test.each([
    { value: 'studentenzorg', name: 'Studentenzorg' },
    { value: 'STUDENTENZORG', name: 'Studentenzorg' },
    { value: 'onbekend', name: 'Zorgzaam' },
    { value: null, name: 'Zorgzaam' },
    { value: undefined, name: 'Zorgzaam' },
  ])('$value → $name', ({ value, name }) => {
    expect(findLabel(value).name).toBe(name);
  });

  test.each([
    { value: 'zorgzaam', known: true },
    { value: 'zorgcollectief', known: true },
    { value: 'Zorgzaam', known: false }, // labels are lower-cased before they are compared
    { value: '', known: false },
  ])('isKnownLabel($value) → $known', ({ value, known }) => {
    expect(isKnownLabel(value)).toBe(known);
  });
});
