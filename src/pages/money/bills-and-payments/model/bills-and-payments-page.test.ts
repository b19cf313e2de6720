import { invoicesQuery, paymentArrangementsQuery } from '@/entities/invoice';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import {
  $additionsByArrangement,
  $arrangementRequestByInvoice,
  $arrangements,
  $arrangementsDisabled,
  $filter,
  $invoices,
  $listedRemaining,
  $mayRequestArrangement,
  $openSummary,
  $status,
  $totalToPay,
  $years,
  paymentFilterChosen,
  readRememberedFilterFx,
  readTodayFx,
  rememberedFilterOf,
  rememberFilterFx,
  replaceAddressFx,
  yearChosen,
} from './bills-and-payments-page';
import { idealPaymentQuery, startIdealPaymentMutation } from '../api/ideal-payment';
import { payClicked, readPortalOriginFx } from './ideal-payment';
import { hardNavigateFx } from '@/shared/routing';
import type { InvoiceFilter } from '@portal/domain';
import { tokenFor } from '@test-support/access-token';

const today = new Date(2026, 10, 24, 10, 0);

const tokenWith = (permissions: string[]) => tokenFor({ customerNumber: '7', isDefaulter: true }, permissions);

const invoice = (invoiceNumber: string, invoiceDate: string, statusId: number, remaining: number) => ({
  description: `Premie ${invoiceNumber}`, invoiceNumber, invoiceDate, amount: Math.max(remaining, 100), remaining,
  status: 'x', statusId, paymentType: 'Nota per post', expirationDate: null, paymentDate: null, premiePeriod: invoiceDate,
  attachments: [{ fileName: `factuur-${invoiceNumber}.pdf` }],
});

const INVOICES = [
  invoice('2026-open', '2026-11-01', 1, 120.1),
  invoice('2026-paid', '2026-02-01', 9, 0),
  invoice('2025-summons', '2025-06-01', 4, 0.2),
  invoice('2025-arrangement', '2025-05-01', 5, 99.99),
  invoice('2024-paid', '2024-01-01', 9, 0),
  invoice('2023-open', '2023-12-01', 1, 50),
];

const ARRANGEMENT = (id: string, isProcessed: boolean) => ({
  paymentArrangementId: id, statusId: 5, status: 'Betalingsregeling', isProcessed, startDate: '2026-09-01', numberOfTerms: 2,
  termAmount: 50, totalAmount: 100, invoiceNumbers: ['2025-arrangement'],
  terms: [{ number: 1, date: '2026-09-28', amount: 50 }, { number: 2, date: '2026-10-28', amount: 50 }],
});

async function openedPage(
  query: Record<string, string>,
  {
    permissions = ['r-inv', 'c-pay-arr'],
    disabled = false,
    arrangements = [ARRANGEMENT('request', false), ARRANGEMENT('running', true)] as unknown[],
    remembered = null as InvoiceFilter | null,
  } = {},
) {
  const navigate = vi.fn();
  const kept = vi.fn();
  const scope = fork({
    handlers: [
      [readSessionFx, () => ({ session: sessionFromAccessToken(tokenWith(permissions))!, expiryCookieMs: null })],
      [readTodayFx, () => today],
      [invoicesQuery.__.executeFx, () => ({ invoices: INVOICES, isPaymentArrangementsDisabled: disabled })],
      [paymentArrangementsQuery.__.executeFx, () => arrangements],
      [replaceAddressFx, (url: string) => {
        navigate(url);
      }],
      [rememberFilterFx, (filter: InvoiceFilter) => {
        kept(filter);
      }],
      [readRememberedFilterFx, () => remembered],
      [idealPaymentQuery.__.executeFx, () => ({ paymentId: PAYMENT_ID, invoiceNumber: '2026-open', amount: 120.1, status: 'cancelled' })],
      [readPortalOriginFx, (invoiceNumber: string) => ({ invoiceNumber, clientBaseUrl: 'http://localhost:5173' })],
      [startIdealPaymentMutation.__.executeFx, () => ({ paymentId: PAYMENT_ID, invoiceNumber: '2026-open', amount: 120.1, redirectUrl: 'http://bank.example/' })],
      [hardNavigateFx, () => undefined],
    ],
  });
  await allSettled(readSessionFx, { scope });
  await allSettled(routes['bills-and-payments'].opened, { scope, params: { params: {}, query } });
  const numbers = () => scope.getState($invoices).map((entry) => entry.invoiceNumber);
  return { scope, navigate, numbers, kept };
}

const PAYMENT_ID = '6c1f2e0a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the iDEAL return lands on the filter the user had (issue 33 point 4)', () => {
  test('paying remembers the filter shown; the bank\'s return shows it again, and writes it into the address beside the payment', async () => {
    const { scope, kept } = await openedPage({ jaar: '2025', status: 'openstaand' });
    await allSettled(payClicked, { scope, params: '2025-summons' });
    expect(kept).toHaveBeenCalledExactlyOnceWith({ year: 2025, payment: 'open' });

    const back = await openedPage({ betaling: PAYMENT_ID }, { remembered: { year: 2025, payment: 'open' } });
    expect(back.scope.getState($filter)).toEqual({ year: 2025, payment: 'open' });
    expect(back.numbers()).toEqual(['2025-arrangement', '2025-summons']);
    expect(back.navigate).toHaveBeenCalledWith(`/rekeningen-en-betalingen?jaar=2025&status=openstaand&betaling=${PAYMENT_ID}`);
  });

  test('a page opened without a payment in its address reads nothing kept', async () => {
    const { scope } = await openedPage({ status: 'betaald' }, { remembered: { year: 2025, payment: 'open' } });
    expect(scope.getState($filter)).toEqual({ year: null, payment: 'paid' });
  });

  test.for([
    { stored: null, filter: null },
    { stored: '{"year":2025,"payment":"open"}', filter: { year: 2025, payment: 'open' } },
    { stored: '{"year":null,"payment":"all"}', filter: { year: null, payment: 'all' } },
    { stored: '{"year":"2025","payment":"open"}', filter: null },
    { stored: '{"year":2025,"payment":"everything"}', filter: null },
    { stored: 'not json', filter: null },
  ])('kept $stored reads as $filter', ({ stored, filter }) => {
    expect(rememberedFilterOf(stored)).toEqual(filter);
  });
});

describe('the bills page in a forked scope', () => {
  test('without a filter: every invoice of this year and the two before, by date; the total of the payable ones', async () => {
    const { scope, numbers } = await openedPage({});
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($years)).toEqual([2026, 2025, 2024]);
    expect(scope.getState($filter)).toEqual({ year: null, payment: 'all' });
    expect(numbers()).toEqual(['2024-paid', '2025-arrangement', '2025-summons', '2026-paid', '2026-open']);
    // 120,10 + 0,20: the arrangement's 99,99 goes by its terms, 2023 is not shown
    expect(scope.getState($totalToPay)).toBe(120.3);
    expect(scope.getState($arrangements).map((arrangement) => arrangement.paymentArrangementId)).toEqual(['running', 'request']);
    expect(scope.getState($mayRequestArrangement)).toBe(true);
  });

  test('the dashboard tile\'s ?status=openstaand shows the open ones; choosing a year and paid puts both in the address', async () => {
    const { scope, navigate, numbers } = await openedPage({ status: 'openstaand' });
    expect(numbers()).toEqual(['2025-arrangement', '2025-summons', '2026-open']);
    // issue 33 point 5: the listed open ones are the summary's open ones; the total leaves out the arrangement's, and says so
    expect(scope.getState($listedRemaining)).toBe(scope.getState($openSummary).open.amount);
    expect(scope.getState($openSummary)).toMatchObject({ toPay: { count: 2, amount: 120.3 }, elsewhere: [{ reason: 'in-payment-arrangement', count: 1, amount: 99.99 }] });
    await allSettled(yearChosen, { scope, params: 2026 });
    expect(numbers()).toEqual(['2026-open']);
    expect(navigate).toHaveBeenLastCalledWith('/rekeningen-en-betalingen?jaar=2026&status=openstaand');
    await allSettled(paymentFilterChosen, { scope, params: 'paid' });
    expect(numbers()).toEqual(['2026-paid']);
    expect(navigate).toHaveBeenLastCalledWith('/rekeningen-en-betalingen?jaar=2026&status=betaald');
    await allSettled(yearChosen, { scope, params: null });
    await allSettled(paymentFilterChosen, { scope, params: 'all' });
    expect(navigate).toHaveBeenLastCalledWith('/rekeningen-en-betalingen');
    // the total does not follow the filter
    expect(scope.getState($totalToPay)).toBe(120.3);
  });

  test('a year not offered counts as every year', async () => {
    const { scope } = await openedPage({ jaar: '2023', status: 'iets' });
    expect(scope.getState($filter)).toEqual({ year: null, payment: 'all' });
  });

  test('a request that adds invoices to the running arrangement is shown in it, not as a request of its own', async () => {
    const addition = { ...ARRANGEMENT('addition', false), invoiceNumbers: ['2026-open'], addsToPaymentArrangementId: 'running' };
    const elsewhere = { ...ARRANGEMENT('orphan', false), addsToPaymentArrangementId: 'ended-long-ago' };
    const { scope } = await openedPage({}, { arrangements: [addition, ARRANGEMENT('running', true)] });
    expect(scope.getState($arrangements).map((arrangement) => arrangement.paymentArrangementId)).toEqual(['running']);
    expect(scope.getState($additionsByArrangement)).toEqual({ running: [expect.objectContaining({ paymentArrangementId: 'addition', invoiceNumbers: ['2026-open'] })] });
    // an addition to an arrangement that is not listed stays a request of its own
    const other = await openedPage({}, { arrangements: [elsewhere, ARRANGEMENT('running', true)] });
    expect(other.scope.getState($arrangements).map((arrangement) => arrangement.paymentArrangementId)).toEqual(['running', 'orphan']);
    expect(other.scope.getState($additionsByArrangement)).toEqual({});
  });

  // "each term should say paid / open (and due date)", in the invoices' colours (spec 02 §4: paid green); today is 24 November 2026
  test('a running arrangement\'s terms say paid (green) or, their day past unpaid, overdue (orange); a request\'s terms none', async () => {
    const running = {
      ...ARRANGEMENT('running', true),
      numberOfTerms: 3,
      terms: [
        { number: 1, date: '2026-09-28', amount: 50, paidOn: '2026-09-28' },
        { number: 2, date: '2026-10-28', amount: 50, paidOn: null },
        { number: 3, date: '2026-11-27', amount: 50, paidOn: null },
      ],
    };
    const { scope } = await openedPage({}, { arrangements: [running, ARRANGEMENT('request', false)] });
    const [shown, request] = scope.getState($arrangements);
    expect(shown?.terms.map((term) => [term.number, term.paidOn, term.status])).toEqual([
      [1, '2026-09-28', { key: 'paid', colour: 'green' }],
      [2, null, { key: 'overdue', colour: 'orange' }],
      [3, null, { key: 'open', colour: 'neutral' }],
    ]);
    expect(request?.terms.map((term) => term.status)).toEqual([null, null]);
  });

  test('an API without paidOn: every term of a running arrangement unpaid, by its day', async () => {
    const { scope } = await openedPage({}, { arrangements: [ARRANGEMENT('running', true)] });
    expect(scope.getState($arrangements)[0]?.terms.map((term) => term.status?.key)).toEqual(['overdue', 'overdue']);
  });

  test('a bill asked into the running arrangement, not processed yet, says so and since when; other bills nothing', async () => {
    const addition = { ...ARRANGEMENT('addition', false), invoiceNumbers: ['2026-open'], addsToPaymentArrangementId: 'running', requestedAt: '2026-11-20T09:30:00.000Z' };
    const { scope } = await openedPage({}, { arrangements: [ARRANGEMENT('running', true), addition] });
    expect(scope.getState($arrangementRequestByInvoice)).toEqual({
      '2026-open': { paymentArrangementId: 'addition', kind: 'add-to-existing', requestedAt: '2026-11-20T09:30:00.000Z' },
    });
    // a request of its own for the summons; the bill already in the running arrangement says its own status
    const own = { ...ARRANGEMENT('request', false), invoiceNumbers: ['2025-summons', '2025-arrangement'] };
    const other = await openedPage({}, { arrangements: [own] });
    expect(other.scope.getState($arrangementRequestByInvoice)).toEqual({ '2025-summons': { paymentArrangementId: 'request', kind: 'new', requestedAt: null } });
  });

  test('no request entry while arrangements are disabled or without c-pay-arr', async () => {
    expect((await openedPage({}, { disabled: true })).scope.getState($mayRequestArrangement)).toBe(false);
    expect((await openedPage({}, { permissions: ['r-inv'] })).scope.getState($mayRequestArrangement)).toBe(false);
    // the page says why only where the entry would otherwise be
    expect((await openedPage({}, { disabled: true })).scope.getState($arrangementsDisabled)).toBe(true);
    expect((await openedPage({}, { disabled: true, permissions: ['r-inv'] })).scope.getState($arrangementsDisabled)).toBe(false);
    expect((await openedPage({})).scope.getState($arrangementsDisabled)).toBe(false);
  });
});
