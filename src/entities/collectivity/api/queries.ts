import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { CollectivityContactInfoContract } from './contract';

export const collectivityQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Collectivity', suppressErrorNotices: true })),
  contract: zodContract(CollectivityContactInfoContract),
  name: 'collectivity',
});

concurrency(collectivityQuery, { strategy: 'TAKE_LATEST' });
