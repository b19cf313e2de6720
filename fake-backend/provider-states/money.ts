import { format } from 'date-fns';
import { arrangementInvoiceRefusal, paymentArrangementStartDates } from '../../domain/insurance';
import { yearForOfferedAgreement } from '../areas/policy-year';
import type { InvoiceRecord } from '../seed';

import { moveClockToNoonOf } from './clock';
import { stringParam, unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStateContext, ProviderStates, ProviderStateValues } from './types';

/**
 * Gives the first invoice of `username` that fits `pick` the number of the
 * interaction (the seed's numbers are random).
 */
export function giveNumber(context: ProviderStateContext, state: string, username: string, invoiceNumber: string, pick: (invoice: InvoiceRecord) => boolean): void {
  const { customerNumber } = accountOf(context, username);
  const invoice = context.store.read().invoices.find((entry) => entry.customerNumber === customerNumber && pick(entry));
  if (!invoice) throw unfit(state, `geen rekening van ${username} past`);
  context.store.update((db) => {
    const stored = db.invoices.find((entry) => entry.invoiceNumber === invoice.invoiceNumber);
    if (stored) stored.invoiceNumber = invoiceNumber;
  });
}

/** Provider states of the money screens (issue 14). */
export const moneyStates: ProviderStates = {
  /** params: invoiceNumber */
  'hoofdverzekerde is logged in with an invoice that has a PDF': (context, params, state) => {
    giveNumber(context, state, 'hoofdverzekerde', stringParam(params, 'invoiceNumber', state), (invoice) => invoice.attachments.length > 0);
    return loggedIn(context, 'hoofdverzekerde');
  },

  /** params: invoiceNumber */
  'hoofdverzekerde is logged in with an invoice without a PDF': (context, params, state) => {
    giveNumber(context, state, 'hoofdverzekerde', stringParam(params, 'invoiceNumber', state), (invoice) => invoice.attachments.length === 0);
    return loggedIn(context, 'hoofdverzekerde');
  },

  /** params: invoiceNumber, a number no invoice of hoofdverzekerde has */
  'hoofdverzekerde is logged in and has no invoice with this number': (context, params, state) => {
    const invoiceNumber = stringParam(params, 'invoiceNumber', state);
    const { customerNumber } = accountOf(context, 'hoofdverzekerde');
    if (context.store.read().invoices.some((invoice) => invoice.customerNumber === customerNumber && invoice.invoiceNumber === invoiceNumber)) {
      throw unfit(state, `hoofdverzekerde heeft een rekening ${invoiceNumber}`);
    }
    return loggedIn(context, 'hoofdverzekerde');
  },

  'wanbetaler is logged in with a payment arrangement and an unprocessed request': (context, _params, state) => {
    const { customerNumber } = accountOf(context, 'wanbetaler');
    const arrangements = context.store.read().paymentArrangements.filter((arrangement) => arrangement.customerNumber === customerNumber);
    if (!arrangements.some((arrangement) => arrangement.isProcessed !== false) || !arrangements.some((arrangement) => arrangement.isProcessed === false)) {
      throw unfit(state, 'wanbetaler heeft geen lopende regeling of geen onverwerkte aanvraag');
    }
    return loggedIn(context, 'wanbetaler');
  },

  /**
   * params: invoiceNumber, given to wanbetaler's oldest premium invoice that the wizard lets choose
   * (a past month, 50 euro or more, at most 300 so that 12 terms are under 25 euro); answers
   * startDate, the first collection moment a request may start on.
   */
  'wanbetaler is logged in with a past premium invoice of at most 300 euro and an unprocessed request': async (context, params, state) => {
    const today = context.clock.todayDate();
    giveNumber(context, state, 'wanbetaler', stringParam(params, 'invoiceNumber', state), (invoice) =>
      invoice.premiePeriod !== null && invoice.remaining <= 300 && arrangementInvoiceRefusal(invoice, [], today) === null,
    );
    const { customerNumber } = accountOf(context, 'wanbetaler');
    if (!context.store.read().paymentArrangements.some((arrangement) => arrangement.customerNumber === customerNumber && arrangement.isProcessed === false)) {
      throw unfit(state, 'wanbetaler heeft geen onverwerkte aanvraag');
    }
    const [firstMoment] = paymentArrangementStartDates(today);
    if (!firstMoment) throw unfit(state, 'geen incassomoment');
    return { ...(await loggedIn(context, 'wanbetaler')), startDate: format(firstMoment, 'yyyy-MM-dd') };
  },

  /**
   * params: invoiceNumber, given to lopenderegeling's one invoice the wizard lets add (last month's open
   * premium); a running arrangement and no request waiting, so a request adds to it (issue 14); answers
   * startDate, the first collection moment a request may start on.
   */
  'lopenderegeling is logged in with a running payment arrangement and an open invoice that may be added': async (context, params, state) => {
    const today = context.clock.todayDate();
    giveNumber(context, state, 'lopenderegeling', stringParam(params, 'invoiceNumber', state), (invoice) => arrangementInvoiceRefusal(invoice, [], today) === null);
    const { customerNumber } = accountOf(context, 'lopenderegeling');
    const arrangements = context.store.read().paymentArrangements.filter((arrangement) => arrangement.customerNumber === customerNumber);
    if (!arrangements.some((arrangement) => arrangement.isProcessed !== false) || arrangements.some((arrangement) => arrangement.isProcessed === false)) {
      throw unfit(state, 'lopenderegeling heeft geen lopende regeling, of een wachtende aanvraag');
    }
    const [firstMoment] = paymentArrangementStartDates(today);
    if (!firstMoment) throw unfit(state, 'geen incassomoment');
    return { ...(await loggedIn(context, 'lopenderegeling')), startDate: format(firstMoment, 'yyyy-MM-dd') };
  },

  /** answers agreementId and contractCode of hoofdverzekerde's agreement (the seed's ids are random) */
  'hoofdverzekerde is logged in and has an agreement with payment details': (context, _params, state) => withPaymentDetails(context, state),

  /**
   * The payment term changes only while next year's packages are offered (spec 02 §4, 12 November to 31 January):
   * outside that time the clock moves on to 12 November. Answers as the state above.
   */
  'hoofdverzekerde is logged in with an agreement whose payment term may change': (context, _params, state) => {
    if (yearForOfferedAgreement(context.clock.today()) === null) moveClockToNoonOf(context, `${context.clock.today().slice(0, 4)}-11-12`);
    return withPaymentDetails(context, state);
  },

  /** Outside that time: in it, the clock moves on to the next 1 February. Answers as the state above. */
  'hoofdverzekerde is logged in with an agreement whose payment term may not change yet': (context, _params, state) => {
    const today = context.clock.today();
    const year = Number(today.slice(0, 4));
    if (yearForOfferedAgreement(today) !== null) moveClockToNoonOf(context, `${today.slice(5) <= '01-31' ? year : year + 1}-02-01`);
    return withPaymentDetails(context, state);
  },
};

async function withPaymentDetails(context: ProviderStateContext, state: string): Promise<ProviderStateValues> {
  const { customerNumber } = accountOf(context, 'hoofdverzekerde');
  const agreement = context.store.read().agreements.find((entry) => entry.agreementParticipants.some((participant) => participant.customerNumber === customerNumber));
  if (!agreement) throw unfit(state, 'hoofdverzekerde heeft geen overeenkomst');
  return { ...(await loggedIn(context, 'hoofdverzekerde')), agreementId: agreement.agreementId, contractCode: agreement.contractCode };
}
