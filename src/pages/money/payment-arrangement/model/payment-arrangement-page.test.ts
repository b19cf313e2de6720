import { ApiError, type ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { PAYMENT_ARRANGEMENT_MESSAGES_NL } from '@portal/domain';
import { addMonths, format, startOfMonth } from 'date-fns';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import {
  $candidateViews,
  $isAddOpen,
  $isReplaceOpen,
  $phase,
  $requestKind,
  $result,
  $schedule,
  $startDates,
  $termChoices,
  $total,
  $unavailableReason,
  addConfirmed,
  addDismissed,
  backToBillsClicked,
  invoicesForm,
  replaceConfirmed,
  startForm,
  successClosed,
  summaryForm,
  termsForm,
  wizard,
} from './payment-arrangement-page';

const route = routes['payment-arrangement'];
// the page reads the real clock: the invoices are placed around this month
const month = (monthsAgo: number) => format(addMonths(startOfMonth(new Date()), -monthsAgo), 'yyyy-MM-dd');

const invoice = (invoiceNumber: string, statusId: number, remaining: number, premiePeriod: string | null, invoiceDate = premiePeriod ?? month(3)) => ({
  description: premiePeriod ? `Premie ${premiePeriod}` : 'Eigen risico',
  invoiceNumber, invoiceDate, amount: remaining, remaining, status: 'x', statusId, paymentType: 'Nota per post',
  expirationDate: null, paymentDate: null, premiePeriod, attachments: [],
});

const INVOICES = [
  invoice('1000', 1, 150, month(0)), // this month's premium
  invoice('1001', 3, 120, month(1)), // last month's, a notice
  invoice('1002', 4, 120, month(2)), // a summons
  invoice('1003', 5, 120, month(3)), // already in the arrangement
  invoice('1004', 6, 120, month(4)), // with the collection agency
  invoice('1005', 4, 200, null), // excess in summons
  invoice('1006', 1, 49.99, null), // excess under 50
  invoice('1007', 9, 0, month(5)), // paid: not listed
];

const arrangement = (id: string, isProcessed: boolean) => ({
  paymentArrangementId: id, statusId: 5, status: 'Betalingsregeling', isProcessed, startDate: month(1), numberOfTerms: 2,
  termAmount: 60, totalAmount: 120, invoiceNumbers: ['1003'], terms: [{ number: 1, date: month(1), amount: 60 }, { number: 2, date: month(0), amount: 60 }],
});

interface Setup {
  invoices?: unknown[];
  disabled?: boolean;
  arrangements?: unknown[];
  post?: (request: ApiRequest) => unknown;
}

async function opened({ invoices = INVOICES, disabled = false, arrangements = [arrangement('running', true), arrangement('request', false)], post }: Setup = {}) {
  const sent: unknown[] = [];
  const api = (request: ApiRequest) => {
    if (request.path === 'Debitan/Invoices') return { invoices, isPaymentArrangementsDisabled: disabled };
    if (request.path === 'Debitan/PaymentArrangements' && request.method === 'GET') return arrangements;
    if (request.path === 'Debitan/PaymentArrangements' && request.method === 'POST') {
      sent.push(request.json);
      if (post) return post(request);
      const body = request.json as { invoiceNumbers: string[]; numberOfTerms: number; startDate: string };
      return {
        kind: 'replace-unprocessed',
        paymentArrangement: { ...arrangement('aanvraag-7-1795000000000', false), ...body, totalAmount: 320, requestedAt: '2026-11-24T09:12:00.000Z', terms: [{ number: 1, date: body.startDate, amount: 1 }] },
      };
    }
    throw new Error(`unexpected call ${request.method} ${request.path}`);
  };
  const setup = await accountScope(api, {}, ['login', 'r-inv', 'c-pay-arr']);
  await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query: {} } });
  return { ...setup, sent };
}

const choose = (scope: Scope, invoiceNumbers: string[]) => allSettled(invoicesForm.fieldChanged, { scope, params: { field: 'invoiceNumbers', value: invoiceNumbers } });

describe('betalingsregeling in a forked scope', () => {
  test('every open invoice is listed with why it cannot be chosen; a second premium invoice says so once one is ticked', async () => {
    const { scope } = await opened();
    expect(scope.getState($phase)).toBe('ready');
    expect(scope.getState($unavailableReason)).toBeNull();
    const refusals = () => Object.fromEntries(scope.getState($candidateViews).map((view) => [view.invoice.invoiceNumber, view.refusal]));
    expect(refusals()).toEqual({
      '1000': 'premium-not-for-past-month',
      '1001': null,
      '1002': null,
      '1003': 'already-in-arrangement',
      '1004': 'collection-agency',
      '1005': null,
      '1006': 'below-minimum',
    });
    await choose(scope, ['1001']);
    expect(refusals()['1002']).toBe('second-premium-invoice');
    expect(refusals()['1005']).toBeNull();
  });

  test('an unprocessed request: confirm first, then the request replaces it', async () => {
    const { scope } = await opened();
    expect(scope.getState($isReplaceOpen)).toBe(true);
    expect(scope.getState($requestKind)).toBe('replace-unprocessed');
    await allSettled(replaceConfirmed, { scope });
    expect(scope.getState($isReplaceOpen)).toBe(false);
  });

  test('step 1 refuses no invoice and two premium invoices with the rule\'s words', async () => {
    const { scope } = await opened();
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(invoicesForm.$shownErrors)).toEqual({ invoiceNumbers: 'pages.paymentArrangement.errors.no-invoice-chosen' });
    await choose(scope, ['1001', '1002']);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(invoicesForm.$shownErrors)).toEqual({ invoiceNumbers: 'pages.paymentArrangement.errors.more-than-one-premium-invoice' });
    expect(scope.getState(wizard.$step)).toBe('rekeningen');
  });

  test('the whole wizard: 320 euro over 12 terms that add up in cents, on collection moments, sent and shown in the success popup', async () => {
    const { scope, sent, navigate } = await opened();
    await allSettled(replaceConfirmed, { scope });
    await choose(scope, ['1001', '1005']);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('termijnen');
    expect(scope.getState($total)).toBe(320);
    // 320 / 25 = 12,8: 2 to 12 terms
    expect(scope.getState($termChoices)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(termsForm.$shownErrors)).toEqual({ numberOfTerms: 'pages.paymentArrangement.errors.terms-required' });
    await allSettled(termsForm.fieldChanged, { scope, params: { field: 'numberOfTerms', value: '12' } });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('startdatum');
    const startDates = scope.getState($startDates);
    expect(startDates).toHaveLength(3);
    await allSettled(startForm.fieldChanged, { scope, params: { field: 'startDate', value: startDates[1]! } });
    const schedule = scope.getState($schedule);
    expect(schedule).toHaveLength(12);
    expect(schedule[0]!.date).toBe(startDates[1]);
    expect(schedule.reduce((sum, term) => sum + Math.round(term.amount * 100), 0)).toBe(32000);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('controle');
    await allSettled(wizard.nextClicked, { scope });
    expect(sent).toEqual([{ invoiceNumbers: ['1001', '1005'], numberOfTerms: 12, startDate: startDates[1] }]);
    // the popup names the request as Mijn aanvragen lists it: its reference and when it arrived
    expect(scope.getState($result)).toEqual({
      kind: 'replace-unprocessed',
      firstTermDate: startDates[1],
      numberOfTerms: 12,
      totalAmount: 320,
      requestId: 'aanvraag-7-1795000000000',
      receivedAt: '2026-11-24T09:12:00.000Z',
    });
    await allSettled(successClosed, { scope });
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ to: '/rekeningen-en-betalingen' }));
  });

  test('fewer invoices allow fewer terms: a number no longer offered is asked again', async () => {
    const { scope } = await opened();
    await choose(scope, ['1001', '1005']);
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(termsForm.fieldChanged, { scope, params: { field: 'numberOfTerms', value: '12' } });
    await allSettled(wizard.backClicked, { scope });
    await choose(scope, ['1001']);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState($termChoices)).toEqual([2, 3, 4]);
    expect(scope.getState(termsForm.$values)).toEqual({ numberOfTerms: '' });
  });

  test('one click moves one step: after going back, the next step\'s valid answer is not skipped, and the summary is not sent by reaching it', async () => {
    const { scope, sent } = await opened();
    await choose(scope, ['1005']);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(termsForm.$shownErrors)).toEqual({});
    await allSettled(termsForm.fieldChanged, { scope, params: { field: 'numberOfTerms', value: '2' } });
    await allSettled(wizard.backClicked, { scope });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('termijnen');
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(startForm.fieldChanged, { scope, params: { field: 'startDate', value: scope.getState($startDates)[0]! } });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('controle');
    expect(sent).toEqual([]);
  });

  test('the server\'s refusal names the rule in the summary; the answers stay', async () => {
    const { scope, notices } = await opened({
      post: (request) => {
        throw new ApiError(400, request.path, PAYMENT_ARRANGEMENT_MESSAGES_NL['start-date-not-a-collection-moment']);
      },
    });
    await choose(scope, ['1005']);
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(termsForm.fieldChanged, { scope, params: { field: 'numberOfTerms', value: '2' } });
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(startForm.fieldChanged, { scope, params: { field: 'startDate', value: scope.getState($startDates)[0]! } });
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(summaryForm.$summary).map((line) => line.message)).toEqual(['pages.paymentArrangement.errors.start-date-not-a-collection-moment']);
    expect(scope.getState($result)).toBeNull();
    expect(scope.getState(invoicesForm.$values)).toEqual({ invoiceNumbers: ['1005'] });
    expect(notices()).toEqual([]);
  });

  test.for([
    { name: 'arrangements disabled', disabled: true, invoices: INVOICES, reason: 'arrangements-disabled' },
    { name: 'nothing that can be chosen', disabled: false, invoices: [INVOICES[0], INVOICES[3], INVOICES[6]], reason: 'no-open-invoices' },
  ])('$name: the popup, and back to the bills', async ({ disabled, invoices, reason }) => {
    const { scope, navigate } = await opened({ disabled, invoices, arrangements: [] });
    expect(scope.getState($unavailableReason)).toBe(reason);
    expect(scope.getState($isReplaceOpen)).toBe(false);
    await allSettled(backToBillsClicked, { scope });
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ to: '/rekeningen-en-betalingen' }));
  });

  test('a running arrangement and no request: the popup offers adding invoices to it; confirmed, the wizard adds them', async () => {
    const { scope, sent } = await opened({
      arrangements: [arrangement('running', true)],
      post: (request) => {
        const body = request.json as { invoiceNumbers: string[]; numberOfTerms: number; startDate: string };
        return { kind: 'add-to-existing', paymentArrangement: { ...arrangement('addition', false), ...body, addsToPaymentArrangementId: 'running', terms: [{ number: 1, date: body.startDate, amount: 100 }] } };
      },
    });
    expect(scope.getState($requestKind)).toBe('add-to-existing');
    expect(scope.getState($unavailableReason)).toBeNull();
    expect(scope.getState($isAddOpen)).toBe(true);
    expect(scope.getState($isReplaceOpen)).toBe(false);
    await allSettled(addConfirmed, { scope });
    expect(scope.getState($isAddOpen)).toBe(false);
    await choose(scope, ['1005']);
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(termsForm.fieldChanged, { scope, params: { field: 'numberOfTerms', value: '2' } });
    await allSettled(wizard.nextClicked, { scope });
    const [firstMoment] = scope.getState($startDates);
    await allSettled(startForm.fieldChanged, { scope, params: { field: 'startDate', value: firstMoment! } });
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(wizard.nextClicked, { scope });
    expect(sent).toEqual([{ invoiceNumbers: ['1005'], numberOfTerms: 2, startDate: firstMoment }]);
    expect(scope.getState($result)).toEqual({ kind: 'add-to-existing', firstTermDate: firstMoment, numberOfTerms: 2, requestId: 'addition', totalAmount: 120, receivedAt: null });
  });

  test('a running arrangement: declining to add leads back to the bills', async () => {
    const { scope, navigate } = await opened({ arrangements: [arrangement('running', true)] });
    await allSettled(addDismissed, { scope });
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ to: '/rekeningen-en-betalingen' }));
  });

  test('no arrangement yet: a new request, no question first', async () => {
    const { scope } = await opened({ arrangements: [] });
    expect(scope.getState($requestKind)).toBe('new');
    expect(scope.getState($isReplaceOpen)).toBe(false);
    expect(scope.getState($isAddOpen)).toBe(false);
  });
});
