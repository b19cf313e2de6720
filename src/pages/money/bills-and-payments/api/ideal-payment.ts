import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { IDEAL_PAYMENT_STATUSES } from '@portal/domain';
import { z } from 'zod';

/**
 * Paying one bill with iDEAL: calls the spec does not list, a proposed
 * addition (pacts/README.md "Proposed additions"). The amount is the
 * server's; the request names only the bill and where the bank sends the
 * user back to.
 */
export interface StartIdealPaymentParams {
  invoiceNumber: string;
  /** the portal's own origin: the bank returns the user to `${origin}/rekeningen-en-betalingen?betaling=…` */
  clientBaseUrl: string;
}

export const IdealPaymentStartedContract = z.object({
  paymentId: z.string(),
  invoiceNumber: z.string(),
  amount: z.number(),
  redirectUrl: z.string().url(),
});

export const IdealPaymentContract = z.object({
  paymentId: z.string(),
  invoiceNumber: z.string(),
  amount: z.number(),
  status: z.enum(IDEAL_PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
});

export type IdealPayment = z.infer<typeof IdealPaymentContract>;

/** POST Debitan/Invoices/{invoiceNumber}/IdealPayment { clientBaseUrl } → the bank page to go to. */
export const startIdealPaymentMutation = createMutation({
  effect: createRequestEffect(({ invoiceNumber, clientBaseUrl }: StartIdealPaymentParams) => ({
    method: 'POST',
    path: 'Debitan/Invoices/{invoiceNumber}/IdealPayment',
    pathParams: { invoiceNumber },
    json: { clientBaseUrl },
    suppressErrorNotices: true,
  })),
  contract: zodContract(IdealPaymentStartedContract),
  name: 'startIdealPayment',
});

concurrency(startIdealPaymentMutation, { strategy: 'TAKE_FIRST' });

/** GET Debitan/IdealPayments/{paymentId}: how the bank ended the payment the user comes back from. */
export const idealPaymentQuery = createQuery({
  effect: createRequestEffect((paymentId: string) => ({
    method: 'GET',
    path: 'Debitan/IdealPayments/{paymentId}',
    pathParams: { paymentId },
    suppressErrorNotices: true,
  })),
  contract: zodContract(IdealPaymentContract),
  name: 'idealPayment',
});

concurrency(idealPaymentQuery, { strategy: 'TAKE_LATEST' });
