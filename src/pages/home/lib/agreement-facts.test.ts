import { describe, expect, test } from 'vitest';
import type { Agreement } from '@/entities/agreement';
import { agreementFacts } from './agreement-facts';

const agreement = (endDate: string | null): Agreement => ({
  agreementId: '1',
  agreementIdNumber: '10000001',
  contractCode: 'ZZA01',
  hasBasicInsurance: true,
  policyHolders: [
    {
      customerNumber: '7',
      policies: [{ endDate, products: [
        { code: 'TG2', typeOfProduct: 'TA', name: 'Tand Goed' },
        { code: '1114', typeOfProduct: 'MB', name: 'Zorgzaam Basis Vrije Keuze' },
        { code: 'OW385', typeOfProduct: 'OW', name: 'Verplicht eigen risico' },
        { code: 'XF1', typeOfProduct: 'XA', name: null },
      ] }],
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
    });
  });

  test('a user who is not among the policy holders is not a customer user', () => {
    expect(agreementFacts([agreement(null)], '8', today)).toMatchObject({ isCustomerUser: false, hasActiveAgreement: false, contractCode: 'ZZA01' });
    expect(agreementFacts([], '8', today)).toEqual({
      contractCode: null, hasActiveAgreement: false, productTypes: [], isCustomerUser: false, packages: { basic: null, others: [] },
    });
  });
});
