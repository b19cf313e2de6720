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
      policies: [{ endDate, products: [{ code: 'TG2', typeOfProduct: 'TA' }, { code: '1114', typeOfProduct: 'MB' }] }],
    },
  ],
});

describe('agreement facts for the tile conditions', () => {
  const today = new Date(2026, 10, 23);
  test.for([
    { name: 'a running policy', endDate: '2026-12-31', active: true, products: ['TG2', 'TA', '1114', 'MB'] },
    { name: 'ending today still runs', endDate: '2026-11-23', active: true, products: ['TG2', 'TA', '1114', 'MB'] },
    { name: 'an ended policy', endDate: '2026-11-22', active: false, products: [] },
    { name: 'no end date', endDate: null, active: true, products: ['TG2', 'TA', '1114', 'MB'] },
  ])('$name', ({ endDate, active, products }) => {
    expect(agreementFacts([agreement(endDate)], '7', today)).toEqual({
      contractCode: 'ZZA01',
      hasActiveAgreement: active,
      productTypes: products,
      isCustomerUser: true,
    });
  });

  test('a user who is not among the policy holders is not a customer user', () => {
    expect(agreementFacts([agreement(null)], '8', today)).toMatchObject({ isCustomerUser: false, hasActiveAgreement: false, contractCode: 'ZZA01' });
    expect(agreementFacts([], '8', today)).toEqual({ contractCode: null, hasActiveAgreement: false, productTypes: [], isCustomerUser: false });
  });
});
