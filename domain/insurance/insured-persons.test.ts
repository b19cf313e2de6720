import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type InsuredPerson, mayRequestTransportFor, visibleInsuredPersons } from './insured-persons';

const today = new Date(2025, 5, 1);
const family: InsuredPerson[] = [
  { customerNumber: 'main', birthDate: '1980-01-01', role: 'H' },
  { customerNumber: 'partner', birthDate: '1982-01-01', role: 'P' },
  { customerNumber: 'sixteen-today', birthDate: '2009-06-01', role: 'M' },
  { customerNumber: 'fifteen', birthDate: '2009-06-02', role: 'M' },
  { customerNumber: 'baby', birthDate: '2025-01-01', role: 'M' },
];

describe('visible insured persons', () => {
  // "the main insured sees data only of themselves and of co-insured persons under 16. Persons aged 16 or
  //  over have their own accounts and are hidden from the main insured."
  // "Co-insured aged 16 or over: sees only their own documents, declarations and messages"
  test.for([
    { viewer: 'main', role: 'H', sees: ['main', 'fifteen', 'baby'] },
    { viewer: 'partner', role: 'P', sees: ['partner'] },
    { viewer: 'sixteen-today', role: 'M', sees: ['sixteen-today'] },
  ] as const)('$viewer sees $sees', ({ viewer, role, sees }) => {
    expect(visibleInsuredPersons(family, { customerNumber: viewer, role }, today).map((person) => person.customerNumber)).toEqual(sees);
  });

  // "Transport claims are only for oneself and persons under 16."
  test.for([
    { person: 'main', may: true },
    { person: 'partner', may: false },
    { person: 'sixteen-today', may: false },
    { person: 'fifteen', may: true },
    { person: 'baby', may: true },
  ])('the main insured may request transport for $person: $may', ({ person, may }) => {
    const insured = family.find((each) => each.customerNumber === person) as InsuredPerson;
    expect(mayRequestTransportFor(insured, { customerNumber: 'main' }, today)).toBe(may);
  });

  test('property: the viewer always sees themselves, and everyone seen may be acted for', () => {
    const person = fc.record({
      customerNumber: fc.uuid(),
      birthDate: fc.date({ min: new Date(1930, 0, 1), max: today, noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      role: fc.constantFrom('H' as const, 'M' as const, 'P' as const),
    });
    fc.assert(
      fc.property(fc.array(person, { minLength: 1, maxLength: 6 }), fc.nat(), (persons, pick) => {
        const viewer = persons[pick % persons.length] as InsuredPerson;
        const seen = visibleInsuredPersons(persons, viewer, today);
        expect(seen).toContain(viewer);
        for (const each of seen) expect(mayRequestTransportFor(each, viewer, today)).toBe(true);
      }),
    );
  });
});
