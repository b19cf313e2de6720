import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { PaymentArrangementContract } from '@/entities/invoice';
import { createRequestEffect, serverMessageOf } from '@/shared/api';
import { serverRefusalOf, type FormRefusal } from '@/shared/lib/form';
import { PAYMENT_ARRANGEMENT_MESSAGES_NL } from '@portal/domain';
import { z } from 'zod';

/** "chosen invoices, terms, start dates" (spec 02 §7); the start date is the first term's, yyyy-MM-dd. */
export interface PaymentArrangementRequestBody {
  invoiceNumbers: string[];
  numberOfTerms: number;
  startDate: string;
}

/** The stored request (not yet processed) and whether it was new, replaced a request or adds to a running arrangement. */
export const PaymentArrangementRequestedContract = z.object({
  kind: z.enum(['new', 'replace-unprocessed', 'add-to-existing']),
  paymentArrangement: PaymentArrangementContract,
});

/** POST Debitan/PaymentArrangements */
export const requestPaymentArrangementMutation = createMutation({
  effect: createRequestEffect((body: PaymentArrangementRequestBody) => ({
    method: 'POST',
    path: 'Debitan/PaymentArrangements',
    json: body,
    suppressErrorNotices: true,
  })),
  contract: zodContract(PaymentArrangementRequestedContract),
  name: 'requestPaymentArrangement',
});

concurrency(requestPaymentArrangementMutation, { strategy: 'TAKE_FIRST' });

const codeOfMessage = new Map(Object.entries(PAYMENT_ARRANGEMENT_MESSAGES_NL).map(([code, text]) => [text, code]));

/** The server's 400 names a rule in the domain's words: the summary shows it (spec 02 §8). */
export function arrangementRefusalOf(error: unknown): FormRefusal | null {
  const code = codeOfMessage.get(serverMessageOf(error)?.trim() ?? '');
  return code ? { message: `pages.paymentArrangement.errors.${code}` } : serverRefusalOf(error);
}

