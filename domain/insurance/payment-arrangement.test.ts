import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type ArrangementInvoice,
  arrangementCandidateInvoices,
  arrangementInvoiceRefusal,
  isPaymentArrangementsDisabledFor,
  paymentArrangementTotal,
  isInvoiceSelectableForArrangement,
  maximumNumberOfTerms,
  paymentArrangementErrors,
  paymentArrangementRequestKind,
  paymentArrangementSchedule,
  paymentArrangementStartDates,
  paymentArrangementTermAmounts,
  paymentArrangementUnavailableReason,
  arrangementTermStatus,
  ARRANGEMENT_TERM_STATUS_COLOUR,
  invoiceArrangementRequest,
  type ArrangementRequestSource,
} from './payment-arrangement';
import { invoiceStatusColour } from './invoice-status';
import { euroToCents } from './money';

const today = new Date(2025, 4, 14); // 14 May 2025
const firstMoment = new Date(2025, 5, 27); // June 28th 2025 is a Saturday

const invoice = (overrides: Partial<ArrangementInvoice> = {}): ArrangementInvoice => ({
  invoiceNumber: 'F-1',
  statusId: 1,
  remaining: 120,
  premiePeriod: null,
  ...overrides,
});

describe('selectable invoices', () => {
  // "invoices already in an arrangement, with a collection agency or in debt relief are not selectable"
  test.for([
    { statusId: 1, selectable: true },
    { statusId: 2, selectable: true },
    { statusId: 3, selectable: true },
    { statusId: 4, selectable: true },
    { statusId: 5, selectable: false },
    { statusId: 6, selectable: false },
    { statusId: 7, selectable: false },
    { statusId: 8, selectable: false },
    { statusId: 9, selectable: false },
    { statusId: 10, selectable: false },
  ])('status $statusId selectable: $selectable', ({ statusId, selectable }) => {
    expect(isInvoiceSelectableForArrangement({ statusId })).toBe(selectable);
  });
});

describe('start dates on fixed collection moments', () => {
  test('the premium collection dates of the next three months', () => {
    expect(paymentArrangementStartDates(today).map((date) => format(date, 'yyyy-MM-dd'))).toEqual([
      '2025-06-27',
      '2025-07-28',
      '2025-08-28',
    ]);
  });
});

describe('payment arrangement validation', () => {
  // "At least one invoice chosen; at most one premium invoice, and only for a past month; each invoice
  //  50 euro or more; each term at least 25 euro; 2 to 12 terms; start dates only on fixed collection
  //  moments; invoices already in an arrangement, with a collection agency or in debt relief are not selectable."
  test.for([
    { name: 'a valid request', invoices: [invoice()], numberOfTerms: 4, startDate: firstMoment, errors: [] },
    { name: 'no invoice chosen', invoices: [], numberOfTerms: 2, startDate: firstMoment, errors: ['no-invoice-chosen'] },
    {
      name: 'an invoice already in an arrangement',
      invoices: [invoice({ statusId: 5 })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: ['invoice-not-selectable'],
    },
    {
      name: 'an invoice at a collection agency',
      invoices: [invoice({ statusId: 6 })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: ['invoice-not-selectable'],
    },
    {
      name: 'an invoice in debt relief',
      invoices: [invoice({ statusId: 7 })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: ['invoice-not-selectable'],
    },
    {
      name: 'an invoice of exactly 50 euro',
      invoices: [invoice({ remaining: 50 })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: [],
    },
    {
      name: 'an invoice of 49.99 euro',
      invoices: [invoice({ remaining: 49.99 }), invoice({ invoiceNumber: 'F-2', remaining: 200 })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: ['invoice-below-minimum'],
    },
    {
      name: 'one premium invoice for a past month',
      invoices: [invoice({ premiePeriod: '2025-04-01' })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: [],
    },
    {
      name: 'a premium invoice for the current month',
      invoices: [invoice({ premiePeriod: '2025-05-01' })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: ['premium-invoice-not-for-past-month'],
    },
    // h-terms: a quarterly payer's invoice bills its quarter and is dated (premiePeriod) the quarter's first
    // day; "for a past month" reads that month, the month it was billed and collected in
    {
      name: 'a quarter invoice (April to June) in May: its quarter began in a past month',
      invoices: [invoice({ premiePeriod: '2025-04-01' })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: [],
    },
    {
      name: 'a period invoice that begins this month (after a change to quarterly: May and June)',
      invoices: [invoice({ premiePeriod: '2025-05-01' })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: ['premium-invoice-not-for-past-month'],
    },
    {
      name: 'two premium invoices',
      invoices: [invoice({ premiePeriod: '2025-03-01' }), invoice({ invoiceNumber: 'F-2', premiePeriod: '2025-04-01' })],
      numberOfTerms: 2,
      startDate: firstMoment,
      errors: ['more-than-one-premium-invoice'],
    },
    { name: 'one term', invoices: [invoice()], numberOfTerms: 1, startDate: firstMoment, errors: ['number-of-terms-out-of-range'] },
    { name: '13 terms', invoices: [invoice({ remaining: 1000 })], numberOfTerms: 13, startDate: firstMoment, errors: ['number-of-terms-out-of-range'] },
    { name: '12 terms', invoices: [invoice({ remaining: 1000 })], numberOfTerms: 12, startDate: firstMoment, errors: [] },
    { name: 'terms of exactly 25 euro', invoices: [invoice({ remaining: 100 })], numberOfTerms: 4, startDate: firstMoment, errors: [] },
    {
      name: 'a term of 24.99 euro',
      invoices: [invoice({ remaining: 99.99 })],
      numberOfTerms: 4,
      startDate: firstMoment,
      errors: ['term-below-minimum'],
    },
    {
      name: 'a start date on the 28th of a Saturday (not the moment)',
      invoices: [invoice()],
      numberOfTerms: 2,
      startDate: new Date(2025, 5, 28),
      errors: ['start-date-not-a-collection-moment'],
    },
    {
      name: "this month's collection date",
      invoices: [invoice()],
      numberOfTerms: 2,
      startDate: new Date(2025, 4, 28),
      errors: ['start-date-not-a-collection-moment'],
    },
  ])('$name', ({ invoices, numberOfTerms, startDate, errors }) => {
    const found = paymentArrangementErrors({ invoices, numberOfTerms, startDate }, today);
    expect(found.map((error) => error.code)).toEqual(errors);
  });
});

describe('term amounts', () => {
  test.for([
    { total: 100, terms: 4, amounts: [25, 25, 25, 25] },
    { total: 100, terms: 3, amounts: [33.34, 33.33, 33.33] },
    { total: 0.1 + 0.2, terms: 2, amounts: [0.15, 0.15] },
  ])('$total in $terms terms', ({ total, terms, amounts }) => {
    expect(paymentArrangementTermAmounts(total, terms)).toEqual(amounts);
  });

  test('property: terms add up to the total in cents and differ by at most a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 12 }), (totalCents, terms) => {
        const amounts = paymentArrangementTermAmounts(totalCents / 100, terms).map(euroToCents);
        expect(amounts).toHaveLength(terms);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(totalCents);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test.for([
    { total: 49.99, maximum: 1 },
    { total: 50, maximum: 2 },
    { total: 124.99, maximum: 4 },
    { total: 5000, maximum: 12 },
  ])('a total of $total allows at most $maximum terms', ({ total, maximum }) => {
    expect(maximumNumberOfTerms(total)).toBe(maximum);
  });

  test('property: the maximum number of terms is the largest that passes the term minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5000, max: 1_000_000 }), (totalCents) => {
        const total = totalCents / 100;
        const maximum = maximumNumberOfTerms(total);
        const request = (numberOfTerms: number) =>
          paymentArrangementErrors({ invoices: [invoice({ remaining: total })], numberOfTerms, startDate: firstMoment }, today);
        expect(request(maximum)).toEqual([]);
        if (maximum < 12) expect(request(maximum + 1).map((error) => error.code)).toEqual(['term-below-minimum']);
      }),
    );
  });
});

describe('before and after the wizard', () => {
  // Popups: "no open invoices; arrangements disabled; not processed (replace existing request)"
  test.for([
    { name: 'disabled', statusIds: [1], isPaymentArrangementsDisabled: true, reason: 'arrangements-disabled' },
    { name: 'nothing open', statusIds: [5, 9], isPaymentArrangementsDisabled: false, reason: 'no-open-invoices' },
    { name: 'an open invoice', statusIds: [9, 2], isPaymentArrangementsDisabled: false, reason: null },
  ])('$name: $reason', ({ statusIds, isPaymentArrangementsDisabled, reason }) => {
    const invoices = statusIds.map((statusId) => ({ statusId }));
    expect(paymentArrangementUnavailableReason({ invoices, isPaymentArrangementsDisabled })).toBe(reason);
  });

  // "A new request replaces an unprocessed one; an existing arrangement can get new invoices added."
  test.for([
    { name: 'no arrangement', existing: null, kind: 'new' },
    { name: 'an unprocessed request', existing: { isProcessed: false }, kind: 'replace-unprocessed' },
    { name: 'a running arrangement', existing: { isProcessed: true }, kind: 'add-to-existing' },
  ])('$name: $kind', ({ existing, kind }) => {
    expect(paymentArrangementRequestKind(existing)).toBe(kind);
  });
});

describe('the schedule of terms on calendar dates', () => {
  // "Premium collected around the 28th (the Friday before if on a weekend)"; "each term at least 25 euro"
  test('three terms from June 2025 across a weekend: 27 June (28th a Saturday), 28 July, 28 August', () => {
    const schedule = paymentArrangementSchedule(new Date(2025, 5, 27), 100.01, 3);
    expect(schedule.map((term) => [term.number, format(term.date, 'yyyy-MM-dd'), term.amount])).toEqual([
      [1, '2025-06-27', 33.34],
      [2, '2025-07-28', 33.34],
      [3, '2025-08-28', 33.33],
    ]);
  });

  test('across the year end: December 2026 then 28 January 2027 (a Thursday) and 26 February 2027 (28th a Sunday)', () => {
    const schedule = paymentArrangementSchedule(new Date(2026, 11, 28), 75, 3);
    expect(schedule.map((term) => format(term.date, 'yyyy-MM-dd'))).toEqual(['2026-12-28', '2027-01-28', '2027-02-26']);
    expect(schedule.map((term) => term.amount)).toEqual([25, 25, 25]);
  });

  test('property: 2 to 12 terms add up to the total in cents, one a month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5000, max: 500_000 }), fc.integer({ min: 2, max: 12 }), (totalCents, terms) => {
        const schedule = paymentArrangementSchedule(new Date(2025, 0, 28), totalCents / 100, terms);
        expect(schedule).toHaveLength(terms);
        expect(schedule.reduce((sum, term) => sum + euroToCents(term.amount), 0)).toBe(totalCents);
        schedule.forEach((term, index) => expect(term.date.getMonth()).toBe(index % 12));
      }),
    );
  });
});

describe('why an invoice cannot be chosen (the wizard\'s first step)', () => {
  // "under 50 euro, a second premium invoice, a premium invoice for the current or a future month,
  // already in an arrangement, with a collection agency, in debt relief" (issue 14, spec 02 §5); today 14 May 2025
  const premiumApril = invoice({ invoiceNumber: 'P-4', premiePeriod: '2025-04-01' });
  test.for([
    { name: 'an open excess invoice of 50,00', chosen: [], change: { remaining: 50 }, refusal: null },
    { name: '49,99 euro', chosen: [], change: { remaining: 49.99 }, refusal: 'below-minimum' },
    { name: 'a reminder of 120', chosen: [], change: { statusId: 2 }, refusal: null },
    { name: 'a summons of 120', chosen: [], change: { statusId: 4 }, refusal: null },
    { name: 'already in an arrangement', chosen: [], change: { statusId: 5 }, refusal: 'already-in-arrangement' },
    { name: 'with a collection agency', chosen: [], change: { statusId: 6 }, refusal: 'collection-agency' },
    { name: 'in debt relief', chosen: [], change: { statusId: 7 }, refusal: 'debt-relief' },
    { name: 'in bankruptcy', chosen: [], change: { statusId: 8 }, refusal: 'bankruptcy' },
    { name: 'paid', chosen: [], change: { statusId: 9, remaining: 0 }, refusal: 'nothing-to-pay' },
    { name: 'premium for April (a past month)', chosen: [], change: { premiePeriod: '2025-04-01' }, refusal: null },
    { name: 'premium for May (the current month)', chosen: [], change: { premiePeriod: '2025-05-01' }, refusal: 'premium-not-for-past-month' },
    { name: 'premium for June (a future month)', chosen: [], change: { premiePeriod: '2025-06-01' }, refusal: 'premium-not-for-past-month' },
    { name: 'premium for March while April\'s is chosen', chosen: [premiumApril], change: { premiePeriod: '2025-03-01' }, refusal: 'second-premium-invoice' },
    { name: 'April\'s premium itself while chosen', chosen: [premiumApril], change: { invoiceNumber: 'P-4', premiePeriod: '2025-04-01' }, refusal: null },
    { name: 'an excess invoice while a premium invoice is chosen', chosen: [premiumApril], change: {}, refusal: null },
    { name: 'a collection agency wins over under 50', chosen: [], change: { statusId: 6, remaining: 10 }, refusal: 'collection-agency' },
  ] as const)('$name: $refusal', ({ chosen, change, refusal }) => {
    expect(arrangementInvoiceRefusal(invoice(change), chosen, today)).toBe(refusal);
  });

  test('every choosable invoice alone passes the request\'s rules; every refused one breaks one', () => {
    for (const statusId of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const remaining of [49.99, 50, 200]) {
        for (const premiePeriod of [null, '2025-04-01', '2025-05-01']) {
          const candidate = invoice({ statusId, remaining, premiePeriod });
          const errors = paymentArrangementErrors({ invoices: [candidate], numberOfTerms: 2, startDate: firstMoment }, today);
          const invoiceErrors = errors.filter((error) => error.code !== 'term-below-minimum');
          expect(invoiceErrors.length === 0).toBe(arrangementInvoiceRefusal(candidate, [], today) === null);
        }
      }
    }
  });

  test('the list: statuses 1 to 8, oldest first; paid and direct debit left out', () => {
    const invoices = [
      { ...invoice({ invoiceNumber: 'C', statusId: 6 }), invoiceDate: '2025-02-01' },
      { ...invoice({ invoiceNumber: 'A', statusId: 9 }), invoiceDate: '2025-01-01' },
      { ...invoice({ invoiceNumber: 'B', statusId: 1 }), invoiceDate: '2025-01-15' },
      { ...invoice({ invoiceNumber: 'D', statusId: 10 }), invoiceDate: '2025-03-01' },
    ];
    expect(arrangementCandidateInvoices(invoices).map((entry) => entry.invoiceNumber)).toEqual(['B', 'C']);
  });

  test('the total spreads what is open, exactly in cents', () => {
    expect(paymentArrangementTotal([{ remaining: 0.1 }, { remaining: 0.2 }, { remaining: 49.99 }])).toBe(50.29);
  });

  // isPaymentArrangementsDisabled: a bankruptcy's trustee settles every debt; a collection agency or debt relief only its own invoices
  test.for([
    { statusIds: [1, 6, 7], disabled: false },
    { statusIds: [1, 8], disabled: true },
    { statusIds: [], disabled: false },
  ])('statuses $statusIds: disabled $disabled', ({ statusIds, disabled }) => {
    expect(isPaymentArrangementsDisabledFor(statusIds.map((statusId) => ({ statusId })))).toBe(disabled);
  });
});

describe('the terms of a running arrangement: paid or open, and by when', () => {
  // "each term should say paid / open (and due date)"; today is 14 May 2025
  test.for([
    { name: 'paid on its day', date: '2025-04-28', paidOn: '2025-04-28', status: 'paid' },
    { name: 'paid early, its day still to come', date: '2025-05-28', paidOn: '2025-05-02', status: 'paid' },
    { name: 'paid late', date: '2025-03-28', paidOn: '2025-05-10', status: 'paid' },
    { name: 'its day still to come', date: '2025-06-27', paidOn: null, status: 'open' },
    { name: 'due today, not paid yet', date: '2025-05-14', paidOn: null, status: 'open' },
    { name: 'its day was yesterday, not paid', date: '2025-05-13', paidOn: null, status: 'overdue' },
    { name: 'a month past, not paid', date: '2025-04-28', paidOn: null, status: 'overdue' },
  ] as const)('$name: $status', ({ date, paidOn, status }) => {
    expect(arrangementTermStatus({ date, paidOn }, new Date(2025, 4, 14, 16, 30))).toBe(status);
  });

  // spec 02 §4 "Display colours: reminder orange, summons red, paid green": a term in the invoices' colours
  test.for([
    { status: 'paid', statusId: 9, colour: 'green' },
    { status: 'open', statusId: 1, colour: 'neutral' },
    { status: 'overdue', statusId: 2, colour: 'orange' },
  ] as const)('$status is $colour, as invoice status $statusId', ({ status, statusId, colour }) => {
    expect(ARRANGEMENT_TERM_STATUS_COLOUR[status]).toBe(colour);
    expect(ARRANGEMENT_TERM_STATUS_COLOUR[status]).toBe(invoiceStatusColour(statusId));
  });
});

describe('a bill asked into an arrangement, not processed yet', () => {
  const running: ArrangementRequestSource = {
    paymentArrangementId: 'R',
    isProcessed: true,
    invoiceNumbers: ['2025000001', '2025000002'],
    addsToPaymentArrangementId: null,
    requestedAt: null,
  };
  const addition: ArrangementRequestSource = {
    paymentArrangementId: 'A',
    isProcessed: false,
    invoiceNumbers: ['2025000003'],
    addsToPaymentArrangementId: 'R',
    requestedAt: '2025-05-12T08:15:00.000Z',
  };
  const ownRequest: ArrangementRequestSource = { ...addition, paymentArrangementId: 'N', addsToPaymentArrangementId: null, invoiceNumbers: ['2025000004', '2025000005'] };

  // "A new request replaces an unprocessed one; an existing arrangement can get new invoices added" (spec 02 §4)
  test.for([
    { name: 'an open bill added to the running arrangement', invoiceNumber: '2025000003', statusId: 1, arrangements: [running, addition], expected: { paymentArrangementId: 'A', kind: 'add-to-existing', requestedAt: '2025-05-12T08:15:00.000Z' } },
    { name: 'a bill with a reminder in a request of its own', invoiceNumber: '2025000005', statusId: 2, arrangements: [ownRequest], expected: { paymentArrangementId: 'N', kind: 'new', requestedAt: '2025-05-12T08:15:00.000Z' } },
    { name: 'a summons in a request from an API that gives no date', invoiceNumber: '2025000004', statusId: 4, arrangements: [{ ...ownRequest, requestedAt: null }], expected: { paymentArrangementId: 'N', kind: 'new', requestedAt: null } },
    { name: 'a bill in the processed arrangement says its own status', invoiceNumber: '2025000001', statusId: 5, arrangements: [running, addition], expected: null },
    { name: 'a bill the processed arrangement names while it is still open', invoiceNumber: '2025000002', statusId: 1, arrangements: [running], expected: null },
    { name: 'a bill no request names', invoiceNumber: '2025000009', statusId: 1, arrangements: [running, addition], expected: null },
    { name: 'a bill paid after the request', invoiceNumber: '2025000003', statusId: 9, arrangements: [running, addition], expected: null },
    { name: 'a bill by direct debit', invoiceNumber: '2025000003', statusId: 10, arrangements: [addition], expected: null },
    { name: 'no arrangements', invoiceNumber: '2025000003', statusId: 1, arrangements: [], expected: null },
    {
      name: 'an API that leaves out whom it adds to and when: a request of its own, no date',
      invoiceNumber: '2025000003',
      statusId: 1,
      arrangements: [{ paymentArrangementId: 'X', isProcessed: false, invoiceNumbers: ['2025000003'] }],
      expected: { paymentArrangementId: 'X', kind: 'new', requestedAt: null },
    },
    {
      name: 'two requests naming the bill: the latest',
      invoiceNumber: '2025000003',
      statusId: 1,
      arrangements: [addition, { ...ownRequest, invoiceNumbers: ['2025000003'], requestedAt: '2025-05-13T09:00:00.000Z' }],
      expected: { paymentArrangementId: 'N', kind: 'new', requestedAt: '2025-05-13T09:00:00.000Z' },
    },
  ])('$name', ({ invoiceNumber, statusId, arrangements, expected }) => {
    expect(invoiceArrangementRequest({ invoiceNumber, statusId }, arrangements)).toEqual(expected);
  });
});
