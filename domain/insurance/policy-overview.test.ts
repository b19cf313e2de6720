import { describe, expect, test } from 'vitest';
import { policyOverviewEntries, policyOverviewYears, policyProductLines } from './policy-overview';

describe('policy overview', () => {
  // "each product by type (basic, additional, extra additional, dental, own risk)"
  test('products in the order basic, additional, extra additional, dental, own risk', () => {
    const lines = policyProductLines([
      { code: 'OW385', typeOfProduct: 'OW' },
      { code: 'TG2', typeOfProduct: 'TA' },
      { code: 'KL1', typeOfProduct: 'KL' },
      { code: 'AV2', typeOfProduct: 'AP' },
      { code: '1114', typeOfProduct: 'MB' },
      { code: 'XF1', typeOfProduct: 'XA' },
      { code: '??', typeOfProduct: 'ZZ' },
    ]);
    expect(lines.map((line) => [line.category, line.products.map((product) => product.code)])).toEqual([
      ['basic', ['1114']],
      ['additional', ['AV2']],
      ['extra-additional', ['KL1', 'XF1']],
      ['dental', ['TG2']],
      ['excess', ['OW385']],
      [null, ['??']],
    ]);
  });

  // "per year (this year, and next year once it is offered: GetYearForOfferedAgreement)"; and the two earlier years to look up (issue 32 point 14)
  test.for([
    { thisYear: 2026, offered: 2027, years: [2024, 2025, 2026, 2027] },
    { thisYear: 2026, offered: null, years: [2024, 2025, 2026] },
    { thisYear: 2027, offered: 2027, years: [2025, 2026, 2027] },
  ])('this year $thisYear, offered $offered: $years', ({ thisYear, offered, years }) => {
    expect(policyOverviewYears(thisYear, offered)).toEqual(years);
  });

  test('an earlier year is looked up: neither entry, and no reason why it cannot change', () => {
    expect(
      policyOverviewEntries({ denialReason: 'not-yet-possible', mayOpenEditPolicy: true, mayOpenAddInsured: true, offerYear: 2027, isEarlierYear: true }),
    ).toEqual({ editPolicy: false, addInsured: false, denialReason: null });
  });

  // "The entries … appear when allowed; otherwise the denial reason … (not main insured, payment deficit, ended policy, not yet possible)"
  test.for([
    { name: 'editable, offer year', reason: null, offerYear: 2027, edit: true, add: true },
    { name: 'no offer year blocks adding', reason: null, offerYear: null, edit: true, add: false },
    { name: 'not yet possible: adding still allowed', reason: 'not-yet-possible', offerYear: 2027, edit: false, add: true },
    { name: 'not main insured', reason: 'not-main-insured', offerYear: 2027, edit: false, add: false },
    { name: 'payment deficit', reason: 'payment-deficit', offerYear: 2027, edit: false, add: false },
    { name: 'ended policy', reason: 'ended-policy', offerYear: 2027, edit: false, add: false },
  ] as const)('$name', ({ reason, offerYear, edit, add }) => {
    expect(policyOverviewEntries({ denialReason: reason, mayOpenEditPolicy: true, mayOpenAddInsured: true, offerYear })).toEqual({
      editPolicy: edit,
      addInsured: add,
      denialReason: reason,
    });
  });

  test('without the routes neither entry shows', () => {
    expect(policyOverviewEntries({ denialReason: null, mayOpenEditPolicy: false, mayOpenAddInsured: false, offerYear: 2027 })).toMatchObject({
      editPolicy: false,
      addInsured: false,
    });
  });
});
