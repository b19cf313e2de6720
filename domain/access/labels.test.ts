import { describe, expect, test } from 'vitest';
import { chooseLabel, DEFAULT_LABEL, findLabel, isKnownLabel, resolveLabelFromHostName, type CollectivityConfig } from './labels';

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
    { host: 'studentenzorg.localhost', expected: { kind: 'label', label: 'studentenzorg', fromHostName: true } },
    { host: 'mijn.studentenzorg.nl', expected: { kind: 'label', label: 'studentenzorg', fromHostName: true } },
    { host: 'MIJN.ZORGCOLLECTIEF.NL', expected: { kind: 'label', label: 'zorgcollectief', fromHostName: true } },
    { host: 'localhost', expected: { kind: 'label', label: DEFAULT_LABEL, fromHostName: false } },
    { host: 'mijn.zorgzaam.nl', expected: { kind: 'label', label: DEFAULT_LABEL, fromHostName: false } },
    // a host part must match whole: "studentenzorgplus" is not "studentenzorg"
    { host: 'studentenzorgplus.localhost', expected: { kind: 'label', label: DEFAULT_LABEL, fromHostName: false } },
    // a configured label the portal has no branding for falls back to the default
    { host: 'vergeten.localhost', expected: { kind: 'label', label: DEFAULT_LABEL, fromHostName: false } },
    { host: 'oudewerkgever.localhost', expected: { kind: 'redirect', redirectUrl: 'https://www.example.nl/overgestapt' } },
  ])('$host → $expected', ({ host, expected }) => {
    expect(resolveLabelFromHostName(host, COLLECTIVITIES)).toEqual(expected);
  });

  test('without configured collectivities every host gets the default label', () => {
    expect(resolveLabelFromHostName('studentenzorg.localhost', [])).toEqual({ kind: 'label', label: DEFAULT_LABEL, fromHostName: false });
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

// Spec 01 §2 guard step 4: "Route without authentication: proceed; the label is set for the user if missing";
// inloggen: "optional label parameter". Issue 20: the parameter only when missing, and a chosen label survives a reload.
describe('chooseLabel', () => {
  test.for([
    { case: 'the host name\'s label stays whatever the parameter says', hostLabel: 'studentenzorg' as const, parameter: 'zorgcollectief', remembered: null, label: 'studentenzorg' },
    { case: 'the host name\'s label stays whatever was remembered', hostLabel: 'studentenzorg' as const, parameter: null, remembered: 'zorgcollectief', label: 'studentenzorg' },
    { case: 'no label from the host: the parameter sets it (any case)', hostLabel: null, parameter: 'StudentenZorg', remembered: null, label: 'studentenzorg' },
    { case: 'no label from the host: the parameter wins over the remembered one', hostLabel: null, parameter: 'zorgcollectief', remembered: 'studentenzorg', label: 'zorgcollectief' },
    { case: 'a reload without the parameter keeps the chosen label', hostLabel: null, parameter: null, remembered: 'studentenzorg', label: 'studentenzorg' },
    { case: 'an unknown parameter changes nothing', hostLabel: null, parameter: 'onbekend', remembered: 'studentenzorg', label: 'studentenzorg' },
    { case: 'nothing at all: the default label', hostLabel: null, parameter: null, remembered: 'onbekend', label: DEFAULT_LABEL },
  ])('$case', ({ hostLabel, parameter, remembered, label }) => {
    expect(chooseLabel({ hostLabel, parameter, remembered })).toBe(label);
  });
});
