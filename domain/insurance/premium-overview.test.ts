import { describe, expect, test } from 'vitest';
import { premiumOverviewExcessLine, premiumOverviewOwnRisk, premiumProductLines } from './premium-overview';

const today = new Date(2025, 5, 1);

describe('premium overview excess line', () => {
  // "For adult customers with a basic package and no excess product the premium overview adds an excess
  //  line (excess plus a fixed offset of 385, as displayed)."
  test.for([
    { name: 'adult, basic only', birthDate: '1980-01-01', productTypes: ['MB'], excessAmount: 0, line: 385 },
    { name: 'adult, basic and additional, voluntary 500', birthDate: '1980-01-01', productTypes: ['MB', 'AP'], excessAmount: 500, line: 885 },
    { name: 'adult with an excess product', birthDate: '1980-01-01', productTypes: ['MB', 'OW'], excessAmount: 200, line: null },
    { name: 'adult without basic', birthDate: '1980-01-01', productTypes: ['AP'], excessAmount: 0, line: null },
    { name: 'turns 18 today', birthDate: '2007-06-01', productTypes: ['MB'], excessAmount: 0, line: 385 },
    { name: 'a child', birthDate: '2010-01-01', productTypes: ['MB'], excessAmount: 0, line: null },
    { name: 'cents stay exact', birthDate: '1980-01-01', productTypes: ['mb'], excessAmount: 0.1, line: 385.1 },
  ])('$name: $line', ({ name: _, line, ...customer }) => {
    expect(premiumOverviewExcessLine(customer, today)).toBe(line);
  });
});

describe('premium overview own risk (issue 15: the own-risk line for adults with a basic package)', () => {
  // the line above where there is no excess product; with excess products (the mandatory OW385 and the voluntary
  // extra) the policy's excessAmount is the whole own risk already: 385 + 300 = 685
  test.for([
    { name: 'adult, basic only: the spec\'s line', isAdult: true, productTypes: ['MB'], excessAmount: 0, line: 385 },
    { name: 'adult, no excess product, voluntary 500: the spec\'s line', isAdult: true, productTypes: ['MB', 'AP'], excessAmount: 500, line: 885 },
    { name: 'adult, mandatory own risk only', isAdult: true, productTypes: ['MB', 'AP', 'OW'], excessAmount: 385, line: 385 },
    { name: 'adult, mandatory and voluntary 300', isAdult: true, productTypes: ['MB', 'TA', 'OW', 'OW'], excessAmount: 685, line: 685 },
    { name: 'adult, mandatory and voluntary 500', isAdult: true, productTypes: ['MB', 'OW', 'OW'], excessAmount: 885, line: 885 },
    { name: 'adult without basic (a newly insured person before choosing)', isAdult: true, productTypes: ['OW'], excessAmount: 385, line: null },
    { name: 'a child with basic', isAdult: false, productTypes: ['MB', 'AP'], excessAmount: 0, line: null },
    { name: 'cents stay exact', isAdult: true, productTypes: ['mb'], excessAmount: 0.1, line: 385.1 },
  ])('$name: $line', ({ name: _, line, ...customer }) => {
    expect(premiumOverviewOwnRisk(customer)).toBe(line);
  });
});

// "Premium overview per customer: excessAmount, discounts, totals, product premiums" (spec 02 §3)
describe('premium overview product lines: each product\'s premium and discount, before and after', () => {
  const basic = { code: '1114', name: 'Zorgzaam Basis Vrije Keuze', typeOfProduct: 'MB', nettoPremium: 150.34, collectivityDiscountAmount: 7.91 };
  const good = { code: 'AV2', name: 'Aanvullend Goed', typeOfProduct: 'AP', nettoPremium: 26.19, collectivityDiscountAmount: 2.91 };
  const plain = { code: 'AV1', name: 'Aanvullend Basis', typeOfProduct: 'AP', nettoPremium: 12.24, collectivityDiscountAmount: 1.36 };
  const ownRisk = { code: 'OW500', name: 'Vrijwillig eigen risico 500', typeOfProduct: 'OW', nettoPremium: 0, collectivityDiscountAmount: 0 };
  test.for([
    {
      name: 'unchanged: both sides',
      before: [basic, good],
      after: [basic, good],
      lines: [
        { code: '1114', before: { premium: 150.34, discount: 7.91 }, after: { premium: 150.34, discount: 7.91 } },
        { code: 'AV2', before: { premium: 26.19, discount: 2.91 }, after: { premium: 26.19, discount: 2.91 } },
      ],
    },
    {
      name: 'a package swapped: the new one, then the dropped one',
      before: [basic, good],
      after: [basic, plain],
      lines: [
        { code: '1114', before: { premium: 150.34, discount: 7.91 }, after: { premium: 150.34, discount: 7.91 } },
        { code: 'AV1', before: null, after: { premium: 12.24, discount: 1.36 } },
        { code: 'AV2', before: { premium: 26.19, discount: 2.91 }, after: null },
      ],
    },
    { name: 'the own risk is the own-risk line, not a product premium', before: [ownRisk], after: [ownRisk], lines: [] },
  ])('$name', ({ before, after, lines }) => {
    expect(premiumProductLines(before, after).map(({ code, before: was, after: becomes }) => ({ code, before: was, after: becomes }))).toEqual(lines);
  });
});
