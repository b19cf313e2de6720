import { describe, expect, test } from 'vitest';
import { policyOverviewEntries, policyOverviewOpeningYear, policyOverviewShownYear, policyOverviewYears, policyProductLines } from './policy-overview';

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

  // "per year (this year, and next year once it is offered: GetYearForOfferedAgreement)"; and the earlier years with a
  // policy (GetAllCustomersWithPolicyInPast), at most the two before this year, to look up (issue 32 point 14)
  test.for([
    { thisYear: 2026, offered: 2027, past: [2025, 2024], years: [2024, 2025, 2026, 2027] },
    { thisYear: 2026, offered: null, past: [2024, 2025, 2025], years: [2024, 2025, 2026] },
    { thisYear: 2027, offered: 2027, past: [2026, 2025], years: [2025, 2026, 2027] },
    { thisYear: 2026, offered: null, past: [2025], years: [2025, 2026] },
    { thisYear: 2026, offered: null, past: [], years: [2026] },
    { thisYear: 2026, offered: null, past: [2019, 2023, 2025], years: [2025, 2026] },
    { thisYear: 2026, offered: null, past: [2026, 2027], years: [2026] },
  ])('this year $thisYear, offered $offered, policies in $past: $years', ({ thisYear, offered, past, years }) => {
    expect(policyOverviewYears(thisYear, offered, past)).toEqual(years);
  });

  // issue 33 point 14: "the policy overview opens on the offered year during the offer period"
  test.for([
    { when: 'in the offer period (from 12 November)', thisYear: 2026, offered: 2027, opens: 2027 },
    { when: 'in January (this year offered until 31 January)', thisYear: 2027, offered: 2027, opens: 2027 },
    { when: 'outside the offer period (nothing offered)', thisYear: 2026, offered: null, opens: 2026 },
    { when: 'an offered year in the past (a stale answer)', thisYear: 2027, offered: 2026, opens: 2027 },
  ])('$when: opens on $opens', ({ thisYear, offered, opens }) => {
    expect(policyOverviewOpeningYear(thisYear, offered)).toBe(opens);
  });

  // "per year": a year in the address that is not one of the overview's years is not passed off as another; the overview
  // opens on its opening year and names the year asked
  test.for([
    { name: 'a year offered', asked: '2025', shown: 2025, unavailable: null },
    { name: 'the offered year', asked: '2027', shown: 2027, unavailable: null },
    { name: 'a year before the earlier years', asked: '2023', shown: 2027, unavailable: 2023 },
    { name: 'a year after the offered one', asked: '2028', shown: 2027, unavailable: 2028 },
    { name: 'no year in the address', asked: undefined, shown: 2027, unavailable: null },
    { name: 'an empty year', asked: '', shown: 2027, unavailable: null },
    { name: 'something that is no year', asked: 'abc', shown: 2027, unavailable: null },
    { name: 'a year with more digits', asked: '20231', shown: 2027, unavailable: null },
  ])('address year: $name → shows $shown, names $unavailable', ({ asked, shown, unavailable }) => {
    expect(policyOverviewShownYear(asked, [2024, 2025, 2026, 2027], 2027)).toEqual({ year: shown, unavailableYear: unavailable });
  });

  test('an earlier year is looked up: neither entry, and no reason why it cannot change', () => {
    expect(
      policyOverviewEntries({
        denialReason: 'not-yet-possible',
        mayOpenEditPolicy: true,
        mayOpenRequestPolicy: true,
        mayOpenAddInsured: true,
        year: 2025,
        offerYear: 2027,
        isEarlierYear: true,
      }),
    ).toEqual({ editPolicy: false, requestPolicy: false, addInsured: false, denialReason: null });
  });

  // "The entries … appear when allowed; otherwise the denial reason … (not main insured, payment deficit, ended policy, not yet possible)";
  // polis-aanvragen "request policy" on the overview of the offered year; "With no offer year … adding is blocked" only for a start
  // next year (issue 32 point 9), so the add entry stays.
  test.for([
    { name: 'this year, next year offered', reason: null, year: 2026, offerYear: 2027, edit: true, request: false, add: true },
    { name: 'the offered year', reason: null, year: 2027, offerYear: 2027, edit: true, request: true, add: true },
    { name: 'no offer year (June): adding still possible, nothing to request', reason: null, year: 2026, offerYear: null, edit: true, request: false, add: true },
    { name: 'not yet possible: adding still allowed', reason: 'not-yet-possible', year: 2027, offerYear: 2027, edit: false, request: false, add: true },
    { name: 'not main insured', reason: 'not-main-insured', year: 2027, offerYear: 2027, edit: false, request: false, add: false },
    { name: 'payment deficit', reason: 'payment-deficit', year: 2027, offerYear: 2027, edit: false, request: false, add: false },
    { name: 'ended policy', reason: 'ended-policy', year: 2027, offerYear: 2027, edit: false, request: false, add: false },
  ] as const)('$name', ({ reason, year, offerYear, edit, request, add }) => {
    expect(policyOverviewEntries({ denialReason: reason, mayOpenEditPolicy: true, mayOpenRequestPolicy: true, mayOpenAddInsured: true, year, offerYear })).toEqual({
      editPolicy: edit,
      requestPolicy: request,
      addInsured: add,
      denialReason: reason,
    });
  });

  test('without the routes no entry shows', () => {
    expect(policyOverviewEntries({ denialReason: null, mayOpenEditPolicy: false, mayOpenRequestPolicy: false, mayOpenAddInsured: false, year: 2027, offerYear: 2027 })).toMatchObject({
      editPolicy: false,
      requestPolicy: false,
      addInsured: false,
    });
  });
});
