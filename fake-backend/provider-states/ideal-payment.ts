import { INVOICE_STATUS_ID, invoicePaymentRefusal } from '../../domain/insurance';
import { badRequest } from '../http/errors';
import { giveNumber } from './money';
import { stringParam } from './params';
import { field, loggedIn, post } from './session';
import type { ProviderStates } from './types';

/** The portal's address the bank sends the user back to, in these states. */
const PORTAL = 'http://localhost:5173';

/** Provider states of paying a bill with iDEAL (issue 33 point 4, a proposed addition). */
export const idealPaymentStates: ProviderStates = {
  /** params: invoiceNumber, given to an open bill of hoofdverzekerde that can be paid here */
  'hoofdverzekerde is logged in with an open invoice that can be paid': (context, params, state) => {
    giveNumber(context, state, 'hoofdverzekerde', stringParam(params, 'invoiceNumber', state), (invoice) => invoicePaymentRefusal(invoice) === null);
    return loggedIn(context, 'hoofdverzekerde');
  },

  /** params: invoiceNumber, given to a paid bill of hoofdverzekerde */
  'hoofdverzekerde is logged in with a paid invoice': (context, params, state) => {
    giveNumber(context, state, 'hoofdverzekerde', stringParam(params, 'invoiceNumber', state), (invoice) => invoice.statusId === INVOICE_STATUS_ID.paid);
    return loggedIn(context, 'hoofdverzekerde');
  },

  /**
   * params: invoiceNumber; an open bill paid with iDEAL, walked as the portal and the bank would
   * (start the payment, the bank answers paid); answers paymentId.
   */
  'hoofdverzekerde is logged in and has just paid an invoice with iDEAL': async (context, params, state) => {
    const invoiceNumber = stringParam(params, 'invoiceNumber', state);
    giveNumber(context, state, 'hoofdverzekerde', invoiceNumber, (invoice) => invoicePaymentRefusal(invoice) === null);
    const session = await loggedIn(context, 'hoofdverzekerde');
    const path = `Debitan/Invoices/${invoiceNumber}/IdealPayment`;
    const paymentId = field(await post(context, path, { clientBaseUrl: PORTAL }, session.accessToken), 'paymentId', path);
    const bank = await fetch(`${context.url}/__fake/ideal/bank`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ paymentId, outcome: 'paid' }).toString(),
      redirect: 'manual',
    });
    if (bank.status !== 303) throw badRequest(`Provider state: de nepbank antwoordde ${bank.status} ${await bank.text()}`);
    return { ...session, paymentId };
  },
};
