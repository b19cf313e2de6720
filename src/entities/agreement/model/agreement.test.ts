import { describe, expect, test } from 'vitest';
import { MostRecentAgreementsContract } from '../api/contract';
import { toAgreements } from './agreement';
import { hasBasicInsurance } from './basic-insurance';

// "Agreement (most recent): … contractCode, hasBasicInsurance, policyHolders (customer, policies)" (spec 02 §3)
describe('the most recent agreements: one contract, mapped to the portal’s agreements', () => {
  const base = { agreementId: '1', agreementIdNumber: '10000001', contractCode: 'ZZA01', hasBasicInsurance: true };

  test.for([
    { case: 'without policy holders (the route check’s need)', answer: [base], holders: [] },
    {
      case: 'with a policy holder, a policy without end and its products',
      answer: [{ ...base, policyHolders: [{ customer: { customerNumber: '7' }, policies: [{ endDate: null, products: [{ code: '1114', typeOfProduct: 'MB' }] }] }] }],
      holders: [{ customerNumber: '7', policies: [{ startDate: null, endDate: null, products: [{ code: '1114', typeOfProduct: 'MB', name: null }] }] }],
    },
    {
      case: 'a product with its name (the dashboard shows it)',
      answer: [{ ...base, policyHolders: [{ customer: { customerNumber: '7' }, policies: [{ endDate: null, products: [{ code: 'TG2', typeOfProduct: 'TA', name: 'Tand Goed' }] }] }] }],
      holders: [{ customerNumber: '7', policies: [{ startDate: null, endDate: null, products: [{ code: 'TG2', typeOfProduct: 'TA', name: 'Tand Goed' }] }] }],
    },
    {
      case: 'absent dates and products read as none',
      answer: [{ ...base, policyHolders: [{ customer: { customerNumber: '8' }, policies: [{}] }] }],
      holders: [{ customerNumber: '8', policies: [{ startDate: null, endDate: null, products: [] }] }],
    },
    {
      // issue 33 point 13: this year's policy and a change saved for next year, each with its dates
      case: "this year's policy beside next year's",
      answer: [{ ...base, policyHolders: [{ customer: { customerNumber: '7' }, policies: [
        { startDate: '2027-01-01', endDate: '2027-12-31', products: [] },
        { startDate: '2026-01-01', endDate: '2026-12-31', products: [] },
      ] }] }],
      holders: [{ customerNumber: '7', policies: [
        { startDate: '2027-01-01', endDate: '2027-12-31', products: [] },
        { startDate: '2026-01-01', endDate: '2026-12-31', products: [] },
      ] }],
    },
  ])('$case', ({ answer, holders }) => {
    const [agreement] = toAgreements(MostRecentAgreementsContract.parse(answer));
    expect(agreement).toEqual({ ...base, policyHolders: holders });
  });

  test('an answer without hasBasicInsurance is refused', () => {
    expect(MostRecentAgreementsContract.safeParse([{ agreementId: '1', agreementIdNumber: '1', contractCode: 'Z' }]).success).toBe(false);
  });

  test.for([
    { case: 'one of several agreements has a basic insurance', flags: [false, true], expected: true },
    { case: 'none has', flags: [false], expected: false },
    { case: 'no agreements', flags: [], expected: false },
  ])('$case', ({ flags, expected }) => {
    expect(hasBasicInsurance(flags.map((flag) => ({ ...base, hasBasicInsurance: flag, policyHolders: [] })))).toBe(expected);
  });
});
