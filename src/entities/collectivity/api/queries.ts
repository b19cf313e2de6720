import { concurrency, createQuery } from '@farfetched/core';
import { createRequestEffect } from '@/shared/api';
import { CollectivityContactInfoContract } from './contract';

export const collectivityQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Collectivity', suppressErrorNotices: true })),
  contract: CollectivityContactInfoContract,
  name: 'collectivity',
});

concurrency(collectivityQuery, { strategy: 'TAKE_LATEST' });
