import { describe, expect, test } from 'vitest';
import type { Agreement } from '@/entities/agreement';
import { agreementFacts } from './agreement-facts';

const PRODUCTS = [
  { code: 'TG2', typeOfProduct: 'TA', name: 'Tand Goed' },
  { code: '1114', typeOfProduct: 'MB', name: 'Zorgzaam Basis Vrije Keuze' },
  { code: 'OW385', typeOfProduct: 'OW', name: 'Verplicht eigen risico' },
  { code: 'XF1', typeOfProduct: 'XA', name: null },
];

const agreement = (endDate: string | null, startDate: string | null = '2026-01-01'): Agreement => ({
  agreementId: '1',
  agreementIdNumber: '10000001',
  contractCode: 'ZZA01',
  hasBasicInsurance: true,
  policyHolders: [
    {
      customerNumber: '7',
      policies: [{ startDate, endDate, products: PRODUCTS }],
    },
  ],
});

describe('agreement facts for the tile conditions', () => {
  const today = new Date(2026, 10, 23);
  test.for([
    { name: 'a running policy', endDate: '2026-12-31', active: true, products: ['TG2', 'TA', '1114', 'MB', 'OW385', 'OW', 'XF1', 'XA'], packages: { basic: 'Zorgzaam Basis Vrije Keuze', others: ['Tand Goed'] } },
    { name: 'ending today still runs', endDate: '2026-11-23', active: true, products: ['TG2', 'TA', '1114', 'MB', 'OW385', 'OW', 'XF1', 'XA'], packages: { basic: 'Zorgzaam Basis Vrije Keuze', others: ['Tand Goed'] } },
    { name: 'an ended policy', endDate: '2026-11-22', active: false, products: [], packages: { basic: null, others: [] } },
    { name: 'no end date', endDate: null, active: true, products: ['TG2', 'TA', '1114', 'MB', 'OW385', 'OW', 'XF1', 'XA'], packages: { basic: 'Zorgzaam Basis Vrije Keuze', others: ['Tand Goed'] } },
  ])('$name', ({ endDate, active, products, packages }) => {
    expect(agreementFacts([agreement(endDate)], '7', today)).toEqual({
      contractCode: 'ZZA01',
      hasActiveAgreement: active,
      productTypes: products,
      isCustomerUser: true,
      packages, // the basic insurance apart, excess lines and nameless products left out
      upcoming: null,
    });
  });

  test('a user who is not among the policy holders is not a customer user', () => {
    expect(agreementFacts([agreement(null)], '8', today)).toMatchObject({ isCustomerUser: false, hasActiveAgreement: false, contractCode: 'ZZA01' });
    expect(agreementFacts([], '8', today)).toEqual({
      contractCode: null, hasActiveAgreement: false, productTypes: [], isCustomerUser: false, packages: { basic: null, others: [] }, upcoming: null,
    });
  });

  // issue 33 point 13: "'Uw verzekering' shows this year's packages in November (next year's choice as 'vanaf 1 januari')"
  describe("in November, with a change saved for next year", () => {
    const thisYear = agreement('2026-12-31');
    const withNextYear: Agreement = {
      ...thisYear,
      policyHolders: [{
        customerNumber: '7',
        policies: [
          { startDate: '2027-01-01', endDate: '2027-12-31', products: [{ code: '1117', typeOfProduct: 'MB', name: 'Zorgzaam Basis Budget' }, { code: 'AV3', typeOfProduct: 'AP', name: 'Aanvullend Best' }] },
          ...thisYear.policyHolders[0]!.policies,
        ],
      }],
    };
    test.for([
      { day: new Date(2026, 10, 29), packages: { basic: 'Zorgzaam Basis Vrije Keuze', others: ['Tand Goed'] }, upcoming: { startDate: '2027-01-01', basic: 'Zorgzaam Basis Budget', others: ['Aanvullend Best'] } },
      { day: new Date(2026, 11, 31), packages: { basic: 'Zorgzaam Basis Vrije Keuze', others: ['Tand Goed'] }, upcoming: { startDate: '2027-01-01', basic: 'Zorgzaam Basis Budget', others: ['Aanvullend Best'] } },
      { day: new Date(2027, 0, 1), packages: { basic: 'Zorgzaam Basis Budget', others: ['Aanvullend Best'] }, upcoming: null },
    ])('on $day: this year\'s packages, next year\'s apart', ({ day, packages, upcoming }) => {
      const facts = agreementFacts([withNextYear], '7', day);
      expect(facts.packages).toEqual(packages);
      expect(facts.upcoming).toEqual(upcoming);
      expect(facts.hasActiveAgreement).toBe(true);
    });

    test("next year's products are no product of today for the tile conditions", () => {
      expect(agreementFacts([withNextYear], '7', new Date(2026, 10, 29)).productTypes).not.toContain('AV3');
    });
  });
});
