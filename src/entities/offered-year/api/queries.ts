import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { OfferedYearContract } from './contract';

/** "GET Agreement/GetYearForOfferedAgreement" (spec 02 §7): the offer year the request-policy tile's condition compares to. */
export const offeredYearQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Agreement/GetYearForOfferedAgreement' })),
  contract: zodContract(OfferedYearContract),
  name: 'offeredYear',
});

concurrency(offeredYearQuery, { strategy: 'TAKE_LATEST' });
