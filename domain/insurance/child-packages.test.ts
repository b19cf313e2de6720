import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type ParentCover, childrensFreePackages, freePackagesForChild, highestInsuredParent } from './child-packages';

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

describe('childrensFreePackages: the highest-insured parent on the agreement', () => {
  // "Children under 18 get the highest-insured parent's packages free"; spec 02 §1 "Privacy: … Persons aged 16 or over have their own
  // accounts and are hidden from the main insured." The rule reads the agreement, not the main insured's view of it.
  const main = { customerNumber: 'main', role: 'H' as const, birthDate: '1984-01-28', productComponentCodes: ['BV', 'AV1'], totalPremium: 150 };
  const hiddenPartner = { customerNumber: 'partner', role: 'P' as const, birthDate: '1985-06-01', productComponentCodes: ['BV', 'AV3', 'TA2'], totalPremium: 190 };
  const child = { customerNumber: 'child', role: 'M' as const, birthDate: '2016-04-04', productComponentCodes: [], totalPremium: 0 };
  const olderChild = { customerNumber: 'older', role: 'M' as const, birthDate: '2008-01-01', productComponentCodes: ['BV'], totalPremium: 140 };
  test.for([
    { name: 'the partner the main insured cannot see has the broadest cover: the child follows the partner', members: [main, hiddenPartner, child], free: { child: ['BV', 'AV3', 'TA2'] } },
    { name: 'the main insured has the broadest cover', members: [{ ...main, productComponentCodes: ['BV', 'AV3', 'TA3'], totalPremium: 220 }, hiddenPartner, child], free: { child: ['BV', 'AV3', 'TA3'] } },
    { name: 'a main insured alone', members: [main, child], free: { child: ['BV', 'AV1'] } },
    { name: 'a co-insured of 18 is no child and no parent', members: [main, olderChild, child], free: { child: ['BV', 'AV1'] } },
  ])('$name', ({ members, free }) => {
    expect(Object.fromEntries(childrensFreePackages(members, new Date(2026, 10, 29)))).toEqual(free);
  });

  test('property: adding a parent with a higher premium moves every child to that parent\'s packages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (extraCents) => {
        const richer = { ...hiddenPartner, totalPremium: main.totalPremium + 0.01 + extraCents / 100 };
        expect(childrensFreePackages([main, child], today).get('child')).toEqual(main.productComponentCodes);
        expect(childrensFreePackages([main, richer, child], today).get('child')).toEqual(richer.productComponentCodes);
      }),
    );
  });
});
