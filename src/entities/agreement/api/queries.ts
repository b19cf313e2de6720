import { createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { MostRecentAgreementsContract } from './contract';

export const mostRecentAgreementsFx = createRequestEffect(() => ({
  method: 'GET',
  path: 'Agreement/GetMostRecentAgreements',
}));

export const mostRecentAgreementsQuery = createQuery({
  effect: mostRecentAgreementsFx,
  contract: zodContract(MostRecentAgreementsContract),
  name: 'mostRecentAgreements',
});
