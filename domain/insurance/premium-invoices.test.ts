import { describe, expect, test } from 'vitest';
import { INVOICE_STATUS_ID } from './invoice-status';
import { isInsuredInPremiumMonth, premiumBillCover, isInvoiceFollowingChange, isPremiumMonthReachedByChange, premiumMonthsOfPeriod, premiumOfPeriod, premiumPeriodOfInvoice, premiumPeriodsToInvoice, premiumTermPeriodOf } from './premium-invoices';

describe('which premium invoices a saved change reaches', () => {
  // "Policy changes possible until and including 31 January, retroactive to 1 January" (spec 02 §5, §9);
  // issue 15: "A saved change shows on the overview, in the premium and in the invoices after it."
  test.for([
    { premiePeriod: '2027-01-01', policyYear: 2027, reached: true },
    { premiePeriod: '2027-12-01', policyYear: 2027, reached: true },
    // a change for next year reaches next year's invoices only
    { premiePeriod: '2026-12-01', policyYear: 2027, reached: false },
    { premiePeriod: '2028-01-01', policyYear: 2027, reached: false },
    // made in January, a change for this year reaches January too (retroactive to 1 January)
    { premiePeriod: '2026-01-15', policyYear: 2026, reached: true },
  ])('premium month $premiePeriod, change for $policyYear: reached $reached', ({ premiePeriod, policyYear, reached }) => {
    expect(isPremiumMonthReachedByChange(premiePeriod, policyYear)).toBe(reached);
  });

  const invoice = { premiePeriod: '2027-01-01' as string | null, statusId: INVOICE_STATUS_ID.open as number, amount: 412.5, remaining: 412.5 };
  test.for([
    { name: 'an open premium invoice of the year, nothing paid', change: {}, follows: true },
    { name: 'nothing paid changes: paid', change: { statusId: INVOICE_STATUS_ID.paid, remaining: 0 }, follows: false },
    { name: 'nothing paid changes: collected by direct debit', change: { statusId: INVOICE_STATUS_ID.directDebit, remaining: 0 }, follows: false },
    // "Premium collected around the 28th": before that day the direct debit is for the amount the bill says now
    { name: 'by direct debit, still to be collected', change: { statusId: INVOICE_STATUS_ID.directDebit }, follows: true },
    { name: 'nothing paid changes: partly paid', change: { remaining: 100 }, follows: false },
    { name: 'in a reminder step', change: { statusId: INVOICE_STATUS_ID.reminder }, follows: false },
    { name: 'in a payment arrangement', change: { statusId: INVOICE_STATUS_ID.paymentArrangement }, follows: false },
    { name: 'with a collection agency', change: { statusId: INVOICE_STATUS_ID.collectionAgency }, follows: false },
    { name: 'not a premium invoice (own risk)', change: { premiePeriod: null }, follows: false },
    { name: 'a month of another year', change: { premiePeriod: '2026-12-01' }, follows: false },
  ])('$name: follows the change $follows', ({ change, follows }) => {
    expect(isInvoiceFollowingChange({ ...invoice, ...change }, 2027)).toBe(follows);
  });
});

describe('a newly insured person on the premium invoices', () => {
  test.for([
    { startDate: '2026-11-24', premiePeriod: '2026-11-01', counts: true },
    { startDate: '2026-11-24', premiePeriod: '2026-12-01', counts: true },
    { startDate: '2026-11-24', premiePeriod: '2026-10-01', counts: false },
    { startDate: '2026-12-01', premiePeriod: '2026-11-01', counts: false },
  ])('insured from $startDate: on the invoice of $premiePeriod $counts', ({ startDate, premiePeriod, counts }) => {
    expect(isInsuredInPremiumMonth(startDate, premiePeriod)).toBe(counts);
  });
});

const DISCOUNTS = { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 };

describe('"Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12 yearly" (spec 02 §3): the period of a term that holds a day', () => {
  test.for([
    { day: '2026-05-14', term: 1, period: { start: '2026-05-01', end: '2026-05-31', months: 1 } },
    { day: '2026-02-01', term: 1, period: { start: '2026-02-01', end: '2026-02-28', months: 1 } },
    { day: '2026-05-14', term: 3, period: { start: '2026-04-01', end: '2026-06-30', months: 3 } },
    { day: '2026-01-01', term: 3, period: { start: '2026-01-01', end: '2026-03-31', months: 3 } },
    { day: '2026-12-31', term: 3, period: { start: '2026-10-01', end: '2026-12-31', months: 3 } },
    { day: '2026-06-30', term: 6, period: { start: '2026-01-01', end: '2026-06-30', months: 6 } },
    { day: '2026-07-01', term: 6, period: { start: '2026-07-01', end: '2026-12-31', months: 6 } },
    { day: '2026-09-15', term: 12, period: { start: '2026-01-01', end: '2026-12-31', months: 12 } },
  ] as const)('$day, term $term: $period.start to $period.end', ({ day, term, period }) => {
    expect(premiumTermPeriodOf(day, term)).toEqual(period);
  });
});

describe('the premium periods to invoice as time passes: one per period of the payment term', () => {
  const month = (start: string, end: string) => ({ start, end, months: 1 });
  test.for([
    // monthly payers: a month after the last invoiced one, up to and including this month
    { last: '2026-11-30', today: '2026-11-24', term: 1, periods: [] },
    { last: '2026-11-30', today: '2026-12-01', term: 1, periods: [month('2026-12-01', '2026-12-31')] },
    { last: '2026-11-30', today: '2027-01-02', term: 1, periods: [month('2026-12-01', '2026-12-31'), month('2027-01-01', '2027-01-31')] },
    { last: '2026-12-31', today: '2027-03-31', term: 1, periods: [month('2027-01-01', '2027-01-31'), month('2027-02-01', '2027-02-28'), month('2027-03-01', '2027-03-31')] },
    { last: null, today: '2027-01-02', term: 1, periods: [] },
    // a quarterly payer: one invoice per quarter, once the quarter has started
    { last: '2026-12-31', today: '2027-01-02', term: 3, periods: [{ start: '2027-01-01', end: '2027-03-31', months: 3 }] },
    { last: '2027-03-31', today: '2027-03-31', term: 3, periods: [] },
    { last: '2026-12-31', today: '2027-04-01', term: 3, periods: [{ start: '2027-01-01', end: '2027-03-31', months: 3 }, { start: '2027-04-01', end: '2027-06-30', months: 3 }] },
    // after a change from monthly to quarterly in February: March on its own, then the quarters
    { last: '2027-02-28', today: '2027-04-10', term: 3, periods: [{ start: '2027-03-01', end: '2027-03-31', months: 1 }, { start: '2027-04-01', end: '2027-06-30', months: 3 }] },
    // half-yearly and yearly
    { last: '2026-12-31', today: '2027-07-01', term: 6, periods: [{ start: '2027-01-01', end: '2027-06-30', months: 6 }, { start: '2027-07-01', end: '2027-12-31', months: 6 }] },
    { last: '2026-12-31', today: '2027-11-30', term: 12, periods: [{ start: '2027-01-01', end: '2027-12-31', months: 12 }] },
    { last: '2027-05-31', today: '2027-06-02', term: 12, periods: [{ start: '2027-06-01', end: '2027-12-31', months: 7 }] },
  ] as const)('last invoiced up to $last, today $today, term $term', ({ last, today, term, periods }) => {
    expect(premiumPeriodsToInvoice(last, today, term)).toEqual(periods);
  });
});

describe('the period a premium invoice bills', () => {
  test.for([
    { premiePeriod: '2026-02-01', end: null, period: { start: '2026-02-01', end: '2026-02-28', months: 1 }, months: ['2026-02-01'] },
    { premiePeriod: '2026-04-01', end: '2026-06-30', period: { start: '2026-04-01', end: '2026-06-30', months: 3 }, months: ['2026-04-01', '2026-05-01', '2026-06-01'] },
  ] as const)('$premiePeriod to $end', ({ premiePeriod, end, period, months }) => {
    expect(premiumPeriodOfInvoice(premiePeriod, end)).toEqual(period);
    expect(premiumMonthsOfPeriod(period)).toEqual(months);
  });
});

describe('"paymentTerm with paymentTermDiscounts"; "Yearly payment discount 1%" (spec 02): the premium of a period', () => {
  test.for([
    { monthly: [100], amount: 100 },
    { monthly: [120.5, 120.5, 120.5], amount: 360.6 }, // 361.50 less 0.25 %
    { monthly: [100, 100, 150], amount: 349.13 }, // someone joins in the quarter's last month
    { monthly: Array<number>(6).fill(100), amount: 597 }, // less 0.5 %
    { monthly: Array<number>(12).fill(100), amount: 1188 }, // less 1 %
    { monthly: [100, 100], amount: 200 }, // a shorter period of no term's length: no discount
  ])('$monthly: $amount', ({ monthly, amount }) => {
    expect(premiumOfPeriod(monthly, DISCOUNTS)).toBe(amount);
  });
});

describe('what a premium bill covers (issue 33 point 5: "say what a bill covers (persons / period)")', () => {
  // "Persons aged 16 or over have their own accounts and are hidden from the main insured" (spec 02 §1); the bill is the agreement's
  const main = { customerNumber: 'main', startDate: '2015-01-01', endDate: null };
  const hiddenPartner = { customerNumber: 'partner', startDate: '2015-01-01', endDate: null };
  const child = { customerNumber: 'child', startDate: '2018-05-12', endDate: null };
  const newborn = { customerNumber: 'newborn', startDate: '2026-12-03', endDate: null };
  const leftInOctober = { customerNumber: 'left', startDate: '2015-01-01', endDate: '2026-10-31' };
  const shown = new Set(['main', 'child', 'newborn', 'left']);
  test.for([
    { name: 'a month: everyone insured, the hidden partner counted as not shown', period: { start: '2026-11-01', end: '2026-11-30', months: 1 }, members: [main, hiddenPartner, child], insured: 3, notShown: 1 },
    { name: 'nobody hidden', period: { start: '2026-11-01', end: '2026-11-30', months: 1 }, members: [main, child], insured: 2, notShown: 0 },
    { name: 'a newborn from the month of birth on', period: { start: '2026-12-01', end: '2026-12-31', months: 1 }, members: [main, newborn], insured: 2, notShown: 0 },
    { name: 'not before the start', period: { start: '2026-11-01', end: '2026-11-30', months: 1 }, members: [main, newborn], insured: 1, notShown: 0 },
    { name: 'a quarter: a start in its last month counts', period: { start: '2026-10-01', end: '2026-12-31', months: 3 }, members: [main, newborn], insured: 2, notShown: 0 },
    { name: 'ended before the period: not on it', period: { start: '2026-11-01', end: '2026-11-30', months: 1 }, members: [main, leftInOctober], insured: 1, notShown: 0 },
  ])('$name', ({ period, members, insured, notShown }) => {
    expect(premiumBillCover(period, members, shown)).toEqual({ periodStart: period.start, periodEnd: period.end, insuredCount: insured, notShownCount: notShown });
  });
});
