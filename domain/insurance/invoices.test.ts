import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  filteredInvoices,
  hasPayableInvoices,
  hasPaymentArrangementInvoices,
  invoiceYears,
  isInInvoiceWindow,
  isInvoicePaid,
  shownInvoices,
  totalToPay,
  openInvoicesSummary,
  type InvoicePaymentFilter,
} from './invoices';

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

describe('the bills page: years, open or paid, total to pay', () => {
  // "Invoices shown: current year and two earlier." (spec 02 §9)
  test('the years offered: this year and the two before, newest first', () => {
    expect(invoiceYears(today)).toEqual([2025, 2024, 2023]);
    expect(invoiceYears(new Date(2027, 0, 1))).toEqual([2027, 2026, 2025]);
  });

  test.for([
    { name: 'open, all remaining', statusId: 1, remaining: 42.5, paid: false },
    { name: 'reminder, part paid', statusId: 2, remaining: 0.01, paid: false },
    { name: 'in an arrangement', statusId: 5, remaining: 120, paid: false },
    { name: 'collection agency', statusId: 6, remaining: 80, paid: false },
    { name: 'paid', statusId: 9, remaining: 0, paid: true },
    { name: 'paid status wins over a remaining amount', statusId: 9, remaining: 3, paid: true },
    { name: 'direct debit, collected', statusId: 10, remaining: 0, paid: true },
    { name: 'direct debit, still to collect', statusId: 10, remaining: 120.31, paid: false },
  ])('$name: paid $paid', ({ statusId, remaining, paid }) => {
    expect(isInvoicePaid({ statusId, remaining })).toBe(paid);
  });

  const invoices = [
    { invoiceNumber: 'paid-2025', invoiceDate: '2025-02-01', statusId: 9, remaining: 0 },
    { invoiceNumber: 'open-2025', invoiceDate: '2025-01-01', statusId: 1, remaining: 120.1 },
    { invoiceNumber: 'summons-2024', invoiceDate: '2024-03-15', statusId: 4, remaining: 0.2 },
    { invoiceNumber: 'arrangement-2024', invoiceDate: '2024-05-01', statusId: 5, remaining: 99.99 },
    { invoiceNumber: 'paid-2023', invoiceDate: '2023-07-01', statusId: 9, remaining: 0 },
    { invoiceNumber: 'open-2022', invoiceDate: '2022-12-01', statusId: 1, remaining: 50 },
  ];

  test.for<{ year: number | null; payment: InvoicePaymentFilter; shown: string[] }>([
    { year: null, payment: 'all', shown: ['paid-2023', 'summons-2024', 'arrangement-2024', 'open-2025', 'paid-2025'] },
    { year: null, payment: 'open', shown: ['summons-2024', 'arrangement-2024', 'open-2025'] },
    { year: null, payment: 'paid', shown: ['paid-2023', 'paid-2025'] },
    { year: 2025, payment: 'all', shown: ['open-2025', 'paid-2025'] },
    { year: 2024, payment: 'paid', shown: [] },
    { year: 2022, payment: 'all', shown: [] },
  ])('year $year, $payment: $shown', ({ year, payment, shown }) => {
    expect(filteredInvoices(invoices, { year, payment }, today).map((invoice) => invoice.invoiceNumber)).toEqual(shown);
  });

  test('total to pay: the remaining of the payable invoices in the window, in cents (120,10 + 0,20)', () => {
    // the arrangement's 99,99 goes by its terms; 2022 is outside the window
    expect(totalToPay(invoices, today)).toBe(120.3);
    expect(totalToPay([], today)).toBe(0);
  });
});

describe('one truth for the open bills (issue 33 point 5: "nog te betalen" vs the "Openstaand" filter vs the dashboard)', () => {
  const bill = (invoiceNumber: string, statusId: number, remaining: number, invoiceDate = '2025-05-01') => ({ invoiceNumber, invoiceDate, statusId, remaining });
  test.for([
    {
      name: 'direct debit still to collect is open, but not to pay by hand',
      invoices: [bill('open', 1, 373.15), bill('reminder', 2, 349.18), bill('debit', 10, 710.4), bill('paid', 9, 0)],
      open: { count: 3, amount: 1432.73 },
      toPay: { count: 2, amount: 722.33 },
      elsewhere: [{ reason: 'direct-debit', count: 1, amount: 710.4 }],
    },
    {
      name: 'an arrangement, the collection agency and a bankruptcy each said apart',
      invoices: [bill('summons', 4, 60), bill('arr-1', 5, 100), bill('arr-2', 5, 50.5), bill('agency', 6, 80), bill('bankrupt', 8, 30)],
      open: { count: 5, amount: 320.5 },
      toPay: { count: 1, amount: 60 },
      elsewhere: [
        { reason: 'in-payment-arrangement', count: 2, amount: 150.5 },
        { reason: 'collection-agency', count: 1, amount: 80 },
        { reason: 'bankruptcy', count: 1, amount: 30 },
      ],
    },
    {
      name: 'outside the three years: in none of them',
      invoices: [bill('old', 1, 50, '2022-12-01'), bill('open', 1, 10)],
      open: { count: 1, amount: 10 },
      toPay: { count: 1, amount: 10 },
      elsewhere: [],
    },
  ])('$name', ({ invoices, open, toPay, elsewhere }) => {
    const summary = openInvoicesSummary(invoices, today);
    expect(summary).toEqual({ open, toPay, elsewhere });
    // the "Openstaand" filter lists exactly the open ones; the total is the part to pay
    expect(filteredInvoices(invoices, { year: null, payment: 'open' }, today)).toHaveLength(summary.open.count);
    expect(totalToPay(invoices, today)).toBe(summary.toPay.amount);
    const parts = [summary.toPay, ...summary.elsewhere];
    expect(parts.reduce((count, part) => count + part.count, 0)).toBe(summary.open.count);
    expect(Math.round(parts.reduce((amount, part) => amount + part.amount, 0) * 100)).toBe(Math.round(summary.open.amount * 100));
  });
});
