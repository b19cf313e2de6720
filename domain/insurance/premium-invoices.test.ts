import { describe, expect, test } from 'vitest';
import { INVOICE_STATUS_ID } from './invoice-status';
import { isInsuredInPremiumMonth, isInvoiceFollowingChange, isPremiumMonthReachedByChange, premiumMonthsToInvoice } from './premium-invoices';

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

describe('the premium months to invoice as time passes', () => {
  test.for([
    { last: '2026-11-01', today: '2026-11-24', months: [] },
    { last: '2026-11-01', today: '2026-12-01', months: ['2026-12-01'] },
    { last: '2026-11-01', today: '2027-01-02', months: ['2026-12-01', '2027-01-01'] },
    { last: '2026-12-01', today: '2027-03-31', months: ['2027-01-01', '2027-02-01', '2027-03-01'] },
    { last: null, today: '2027-01-02', months: [] },
  ])('last invoiced $last, today $today: $months', ({ last, today, months }) => {
    expect(premiumMonthsToInvoice(last, today)).toEqual(months);
  });
});
