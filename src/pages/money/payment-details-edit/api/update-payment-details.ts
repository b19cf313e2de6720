import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { PaymentDetailsContract } from '@/entities/agreement';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

export interface PaymentDetailsUpdate {
  agreementId: string;
  paymentMethod: string;
  paymentTerm: number;
}

/** POST Agreement/UpdatePaymentDetails: method and term; answers the stored details and the contact preference. */
export const updatePaymentDetailsMutation = createMutation({
  effect: createRequestEffect((update: PaymentDetailsUpdate) => ({
    method: 'POST',
    path: 'Agreement/UpdatePaymentDetails',
    json: update,
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.object({ paymentDetails: PaymentDetailsContract, contactPreference: z.enum(['digital', 'paper']) })),
  name: 'updatePaymentDetails',
});

concurrency(updatePaymentDetailsMutation, { strategy: 'TAKE_FIRST' });

/** An IBAN sent on its own: the agreement, and the IBAN under the name its call gives it. */
export type IbanUpdate<SentField extends string> = { agreementId: string } & Record<SentField, string>;

/** POST Agreement/UpdatePaymentDetails with `ibanReceivedByInsured`: the account reimbursements are paid to, on its own. */
export const updateReimbursementIbanMutation = createMutation({
  effect: createRequestEffect((update: IbanUpdate<'ibanReceivedByInsured'>) => ({
    method: 'POST',
    path: 'Agreement/UpdatePaymentDetails',
    json: update,
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.object({ paymentDetails: PaymentDetailsContract })),
  name: 'updateReimbursementIban',
});

concurrency(updateReimbursementIbanMutation, { strategy: 'TAKE_FIRST' });

/** POST Agreement/UpdateIban: the IBAN the premium is paid from. */
export const updateIbanMutation = createMutation({
  effect: createRequestEffect((update: IbanUpdate<'iban'>) => ({
    method: 'POST',
    path: 'Agreement/UpdateIban',
    json: update,
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.object({ ibanPayedByInsured: z.string() })),
  name: 'updateIban',
});

concurrency(updateIbanMutation, { strategy: 'TAKE_FIRST' });
