import { ApiError } from '@/shared/api';
import { hardNavigateFx, routes } from '@/shared/routing';
import { INVOICE_PAYMENT_MESSAGES_NL } from '@portal/domain';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { idealPaymentQuery, startIdealPaymentMutation, type StartIdealPaymentParams } from '../api/ideal-payment';
import { $paymentLookupFailed, $paymentOutcome, $payingInvoiceNumber, $startFailure, payClicked, readPortalOriginFx } from './ideal-payment';

const PAYMENT_ID = '6c1f2e0a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const BANK = `http://localhost:3001/__fake/ideal/bank?paymentId=${PAYMENT_ID}`;

function scopeWith({ start = (): unknown => ({ paymentId: PAYMENT_ID, invoiceNumber: '2026001', amount: 12.5, redirectUrl: BANK }), payment = (): unknown => null } = {}) {
  const calls = { started: vi.fn(), navigated: vi.fn(), asked: vi.fn() };
  const scope = fork({
    handlers: [
      [readPortalOriginFx, (invoiceNumber: string) => ({ invoiceNumber, clientBaseUrl: 'http://localhost:5173' })],
      [startIdealPaymentMutation.__.executeFx, (params: StartIdealPaymentParams) => {
        calls.started(params);
        return start();
      }],
      [idealPaymentQuery.__.executeFx, (paymentId: string) => {
        calls.asked(paymentId);
        return payment();
      }],
      [hardNavigateFx, (request: unknown) => {
        calls.navigated(request);
      }],
    ],
  });
  return { scope, calls };
}

describe('paying a bill with iDEAL (issue 33 point 4)', () => {
  test('"Betalen met iDEAL": the bill and the portal\'s origin go to the server (no amount), then off to the bank; a second click does nothing', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(payClicked, { scope, params: '2026001' });
    expect(calls.started).toHaveBeenCalledExactlyOnceWith({ invoiceNumber: '2026001', clientBaseUrl: 'http://localhost:5173' });
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ url: BANK, replace: false });
    expect(scope.getState($payingInvoiceNumber)).toBe('2026001');
    await allSettled(payClicked, { scope, params: '2026002' });
    expect(calls.started).toHaveBeenCalledOnce();
  });

  test.for([
    { name: 'a paid bill', error: new ApiError(400, 'x', INVOICE_PAYMENT_MESSAGES_NL.paid), messageKey: 'pages.billsAndPayments.pay.refusals.paid' },
    { name: 'a bill in bankruptcy', error: new ApiError(400, 'x', INVOICE_PAYMENT_MESSAGES_NL.bankruptcy), messageKey: 'pages.billsAndPayments.pay.refusals.bankruptcy' },
    { name: 'a server error', error: new ApiError(500, 'x', null), messageKey: 'pages.billsAndPayments.pay.startFailed' },
  ])('refused ($name): the bill says why, nothing navigates, and it can be tried again', async ({ error, messageKey }) => {
    const { scope, calls } = scopeWith({
      start: () => {
        throw error;
      },
    });
    await allSettled(payClicked, { scope, params: '2026001' });
    expect(scope.getState($startFailure)).toEqual({ invoiceNumber: '2026001', messageKey });
    expect(calls.navigated).not.toHaveBeenCalled();
    expect(scope.getState($payingInvoiceNumber)).toBeNull();
    await allSettled(payClicked, { scope, params: '2026001' });
    expect(calls.started).toHaveBeenCalledTimes(2);
  });

  test.for(['paid', 'cancelled', 'expired', 'failed'] as const)('back from the bank (%s): the payment is asked and its outcome shown', async (status) => {
    const { scope, calls } = scopeWith({ payment: () => ({ paymentId: PAYMENT_ID, invoiceNumber: '2026001', amount: 12.5, status, paidAt: null }) });
    await allSettled(routes['bills-and-payments'].opened, { scope, params: { params: {}, query: { betaling: PAYMENT_ID } } });
    expect(calls.asked).toHaveBeenCalledExactlyOnceWith(PAYMENT_ID);
    expect(scope.getState($paymentOutcome)).toEqual({ status, invoiceNumber: '2026001', amount: 12.5 });
    await allSettled(routes['bills-and-payments'].closed, { scope });
    expect(scope.getState($paymentOutcome)).toBeNull();
  });

  test('no payment in the address, or not a payment id: nothing is asked', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(routes['bills-and-payments'].opened, { scope, params: { params: {}, query: {} } });
    await allSettled(routes['bills-and-payments'].opened, { scope, params: { params: {}, query: { betaling: '../Account' } } });
    expect(calls.asked).not.toHaveBeenCalled();
  });

  test('a payment the server does not know: the lookup failed notice', async () => {
    const { scope } = scopeWith({
      payment: () => {
        throw new ApiError(404, 'x', 'Betaling is niet gevonden.');
      },
    });
    await allSettled(routes['bills-and-payments'].opened, { scope, params: { params: {}, query: { betaling: PAYMENT_ID } } });
    expect(scope.getState($paymentLookupFailed)).toBe(true);
    expect(scope.getState($paymentOutcome)).toBeNull();
  });
});
