import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { z } from 'zod';
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

/** GET Agreement/HasKnownIban, optional agreementId: "answer hasKnownIban, ibanPayedByInsured" (spec 02 §7). */
export const KnownIbanContract = z.object({ hasKnownIban: z.boolean(), ibanPayedByInsured: z.string().nullable() });

export const hasKnownIbanQuery = createQuery({
  // without an agreement: "the IBANs of the agreements the user is the main insured of"
  effect: createRequestEffect(({ agreementId }: { agreementId?: string }) => ({
    method: 'GET',
    path: 'Agreement/HasKnownIban',
    ...(agreementId === undefined ? {} : { searchParams: { agreementId } }),
  })),
  contract: zodContract(KnownIbanContract),
  name: 'hasKnownIban',
});

concurrency(hasKnownIbanQuery, { strategy: 'TAKE_LATEST' });

sample({ clock: userChanged, target: [paymentDetailsQuery.reset, hasKnownIbanQuery.reset] });
