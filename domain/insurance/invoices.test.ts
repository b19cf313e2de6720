import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hasPayableInvoices, hasPaymentArrangementInvoices, isInInvoiceWindow, shownInvoices } from './invoices';

const today = new Date(2025, 5, 15);

describe('invoice window', () => {
  // "Only invoices dated in the current year or the two years before are shown, sorted by date ascending."
  test.for([
    { name: 'this year', invoiceDate: '2025-06-15', shown: true },
    { name: 'later this year', invoiceDate: '2025-12-31', shown: true },
    { name: 'first day two years back', invoiceDate: '2023-01-01', shown: true },
    { name: 'last day three years back', invoiceDate: '2022-12-31', shown: false },
    { name: 'next year', invoiceDate: '2026-01-01', shown: false },
    { name: 'with a time part', invoiceDate: '2023-01-01T00:00:00', shown: true },
  ])('$name ($invoiceDate) shown: $shown', ({ invoiceDate, shown }) => {
    expect(isInInvoiceWindow(invoiceDate, today)).toBe(shown);
  });

  test('filters and sorts by date ascending, keeping same-day order', () => {
    const invoices = [
      { invoiceNumber: 'c', invoiceDate: '2025-03-01' },
      { invoiceNumber: 'old', invoiceDate: '2021-03-01' },
      { invoiceNumber: 'a', invoiceDate: '2023-02-01' },
      { invoiceNumber: 'b1', invoiceDate: '2024-01-01' },
      { invoiceNumber: 'b2', invoiceDate: '2024-01-01' },
    ];
    expect(shownInvoices(invoices, today).map((invoice) => invoice.invoiceNumber)).toEqual(['a', 'b1', 'b2', 'c']);
    expect(invoices[0]?.invoiceNumber).toBe('c');
  });

  test('property: shown invoices are in the window and in date order', () => {
    const day = fc.date({ min: new Date(2019, 0, 1), max: new Date(2028, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(fc.array(day), (dates) => {
        const invoices = dates.map((date) => ({ invoiceDate: date.toISOString().slice(0, 10) }));
        const shown = shownInvoices(invoices, today);
        expect(shown.every((invoice) => isInInvoiceWindow(invoice.invoiceDate, today))).toBe(true);
        const sortedDates = shown.map((invoice) => invoice.invoiceDate);
        expect(sortedDates).toEqual([...sortedDates].sort());
      }),
    );
  });
});

describe('payable and payment-arrangement invoices', () => {
  test.for([
    { name: 'none', statusIds: [], payable: false, arrangement: false },
    { name: 'open', statusIds: [1], payable: true, arrangement: false },
    { name: 'paid and direct debit', statusIds: [9, 10], payable: false, arrangement: false },
    { name: 'summons and arrangement', statusIds: [4, 5], payable: true, arrangement: true },
    { name: 'only arrangement', statusIds: [5], payable: false, arrangement: true },
  ])('$name', ({ statusIds, payable, arrangement }) => {
    const invoices = statusIds.map((statusId) => ({ statusId }));
    expect(hasPayableInvoices(invoices)).toBe(payable);
    expect(hasPaymentArrangementInvoices(invoices)).toBe(arrangement);
  });
});
