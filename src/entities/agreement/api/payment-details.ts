import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { PaymentDetailsContract } from './payment-details-contract';

export interface AgreementKey {
  agreementId: string;
  contractCode: string;
}

/** GET Agreement/GetPaymentDetails with agreementId, contractCode (spec 02 §7). */
export const paymentDetailsFx = createRequestEffect(({ agreementId, contractCode }: AgreementKey) => ({
  method: 'GET',
  path: 'Agreement/GetPaymentDetails',
  searchParams: { agreementId, contractCode },
}));

export const paymentDetailsQuery = createQuery({
  effect: paymentDetailsFx,
  contract: zodContract(PaymentDetailsContract),
  name: 'paymentDetails',
});

concurrency(paymentDetailsQuery, { strategy: 'TAKE_EVERY' });

sample({ clock: userChanged, target: [paymentDetailsQuery.reset] });
