import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type ParentCover, freePackagesForChild, highestInsuredParent } from './child-packages';

const today = new Date(2025, 5, 1);
const mother: ParentCover = { customerNumber: 'mother', role: 'H', productComponentCodes: ['AV1'], totalPremium: 20 };
const father: ParentCover = { customerNumber: 'father', role: 'P', productComponentCodes: ['AV3', 'TA1'], totalPremium: 45.5 };

describe('children get the highest-insured parent\'s packages free', () => {
  // "Children under 18 get the highest-insured parent's packages free." "children are free co-insured until 18"
  test.for([
    { name: 'a toddler', birthDate: '2022-03-01', parents: [mother, father], packages: ['AV3', 'TA1'] },
    { name: 'the day before turning 18', birthDate: '2007-06-02', parents: [mother, father], packages: ['AV3', 'TA1'] },
    { name: 'on the 18th birthday', birthDate: '2007-06-01', parents: [mother, father], packages: null },
    { name: 'only one parent', birthDate: '2015-01-01', parents: [mother], packages: ['AV1'] },
    { name: 'no parent known', birthDate: '2015-01-01', parents: [], packages: null },
  ])('$name: $packages', ({ birthDate, parents, packages }) => {
    expect(freePackagesForChild({ birthDate }, parents, today)).toEqual(packages);
  });

  test.for([
    { name: 'equal premium: more packages wins', a: { ...mother, totalPremium: 45.5 }, b: father, winner: 'father' },
    { name: 'equal premium and count: the main insured wins', a: { ...father, role: 'P' as const, customerNumber: 'p' }, b: { ...father, role: 'H' as const, customerNumber: 'h' }, winner: 'h' },
  ])('$name', ({ a, b, winner }) => {
    expect(highestInsuredParent([a, b])?.customerNumber).toBe(winner);
  });

  test('property: the order the parents are given in does not matter for distinct covers', () => {
    const parent = fc.record({
      customerNumber: fc.uuid(),
      role: fc.constantFrom('H' as const, 'P' as const),
      productComponentCodes: fc.array(fc.string(), { maxLength: 4 }),
      totalPremium: fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100),
    });
    fc.assert(
      fc.property(parent, parent, (a, b) => {
        fc.pre(a.totalPremium !== b.totalPremium || a.productComponentCodes.length !== b.productComponentCodes.length || a.role !== b.role);
        expect(highestInsuredParent([a, b])).toBe(highestInsuredParent([b, a]));
      }),
    );
  });
});
