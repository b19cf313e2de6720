import { describe, expect, test } from 'vitest';
import { addressLines, fullLastNameOf, fullNameOf } from './person';

const person = { firstName: 'Cas', lastName: 'Dijk', prefix: 'van', birthName: null, prefixBirthName: null };

describe('names of insured persons: "full last name is prefix plus last name, joined with the maiden name by a dash"', () => {
  test.for([
    { case: 'prefix and last name', input: person, lastName: 'van Dijk', name: 'Cas van Dijk' },
    { case: 'with a birth name and its prefix', input: { ...person, birthName: 'Vries', prefixBirthName: 'de' }, lastName: 'van Dijk-de Vries', name: 'Cas van Dijk-de Vries' },
    { case: 'no prefix', input: { ...person, prefix: null }, lastName: 'Dijk', name: 'Cas Dijk' },
  ])('$case', ({ input, lastName, name }) => {
    expect(fullLastNameOf(input)).toBe(lastName);
    expect(fullNameOf(input)).toBe(name);
  });
});

describe('addressLines', () => {
  test.for([
    { address: { street: 'Kerkstraat', houseNumber: 12, houseNumberAddition: 'A', postalCode: '3511 AB', city: 'Utrecht', country: 'NL' }, lines: ['Kerkstraat 12 A', '3511 AB Utrecht'] },
    { address: { street: 'Kerkstraat', houseNumber: 12, houseNumberAddition: null, postalCode: '3511 AB', city: 'Utrecht', country: 'NL' }, lines: ['Kerkstraat 12', '3511 AB Utrecht'] },
  ])('$lines.0', ({ address, lines }) => {
    expect(addressLines(address)).toEqual(lines);
  });
});
