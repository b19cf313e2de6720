import { serverMessageOf } from '@/shared/api';
import { hardNavigateFx, routes } from '@/shared/routing';
import { INVOICE_PAYMENT_MESSAGES_NL, type IdealPaymentStatus, type InvoicePaymentRefusal } from '@portal/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { idealPaymentQuery, startIdealPaymentMutation, type StartIdealPaymentParams } from '../api/ideal-payment';

const route = routes['bills-and-payments'];

/** `rekeningen-en-betalingen?betaling=<paymentId>`: where the bank sends the user back to. */
export const PAYMENT_QUERY_KEY = 'betaling';
const PAYMENT_ID = /^[0-9a-f-]{36}$/i;

/** "Betalen met iDEAL" on one bill. */
export const payClicked = createEvent<string>();

/** The bill whose payment is being started, from the click until the browser has left for the bank (or it failed). */
export const $payingInvoiceNumber = createStore<string | null>(null)
  .on(startIdealPaymentMutation.finished.failure, () => null)
  .reset(route.closed);

/** The portal's origin is read in an effect: the bank returns the user to it. */
export const readPortalOriginFx = createEffect((invoiceNumber: string): StartIdealPaymentParams => ({ invoiceNumber, clientBaseUrl: window.location.origin }));

// one payment at a time: a second click while the browser leaves for the bank does nothing
const payConfirmed = sample({ clock: payClicked, source: $payingInvoiceNumber, filter: (paying) => paying === null, fn: (_, invoiceNumber) => invoiceNumber });
/** A payment is under way: the page remembers its filter before the browser leaves for the bank. */
export const paymentStarted = payConfirmed;
$payingInvoiceNumber.on(payConfirmed, (_, invoiceNumber) => invoiceNumber);
sample({ clock: payConfirmed, target: readPortalOriginFx });
sample({ clock: readPortalOriginFx.doneData, target: startIdealPaymentMutation.start });
sample({
  clock: startIdealPaymentMutation.finished.success,
  fn: ({ result }) => ({ url: result.redirectUrl, replace: false }),
  target: hardNavigateFx,
});

const refusalOfMessage = new Map(Object.entries(INVOICE_PAYMENT_MESSAGES_NL).map(([refusal, text]) => [text, refusal as InvoicePaymentRefusal]));

/** Why a payment could not start, shown at its bill: the server's refusal by its rule, else that it did not work. */
export interface PaymentStartFailure {
  invoiceNumber: string;
  messageKey: string;
}
export const $startFailure = createStore<PaymentStartFailure | null>(null)
  .on(startIdealPaymentMutation.finished.failure, (_, { params, error }) => {
    const refusal = refusalOfMessage.get(serverMessageOf(error)?.trim() ?? '');
    return {
      invoiceNumber: params.invoiceNumber,
      messageKey: refusal ? `pages.billsAndPayments.pay.refusals.${refusal}` : 'pages.billsAndPayments.pay.startFailed',
    };
  })
  .reset([payClicked, route.closed]);

/** Back from the bank: the address names a payment of the right form. */
export const returnedFromBank = sample({
  clock: route.opened,
  filter: ({ query }) => PAYMENT_ID.test(query[PAYMENT_QUERY_KEY] ?? ''),
  fn: () => undefined,
});

// Back from the bank: how did it end? (only an id of the right form is asked)
sample({
  clock: [route.opened, route.updated],
  filter: ({ query }) => PAYMENT_ID.test(query[PAYMENT_QUERY_KEY] ?? ''),
  fn: ({ query }) => query[PAYMENT_QUERY_KEY] ?? '',
  target: idealPaymentQuery.start,
});

export interface PaymentOutcome {
  status: IdealPaymentStatus;
  invoiceNumber: string;
  amount: number;
}

/** The notice on return from the bank: paid (the receipt), or what happened, the bill still open. */
export const $paymentOutcome = createStore<PaymentOutcome | null>(null)
  .on(idealPaymentQuery.finished.success, (_, { result }) => ({ status: result.status, invoiceNumber: result.invoiceNumber, amount: result.amount }))
  .reset([route.closed, idealPaymentQuery.finished.failure]);

/** A payment id the server does not know (or not for this user): say that the payment could not be found. */
export const $paymentLookupFailed = createStore(false)
  .on(idealPaymentQuery.finished.failure, () => true)
  .reset([route.closed, idealPaymentQuery.finished.success]);
