import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { NewsTextsContract } from './contract';

// News is a nice-to-have beside every page: its failures never interrupt with a notice.
export const newsBeforeAuthorizationQuery = createQuery({
  effect: createRequestEffect(() => ({
    method: 'GET',
    path: 'News/BeforeAuthorization',
    suppressErrorNotices: true,
  })),
  contract: zodContract(NewsTextsContract),
  name: 'newsBeforeAuthorization',
});

export const newsQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'News', suppressErrorNotices: true })),
  contract: zodContract(NewsTextsContract),
  name: 'news',
});

concurrency(newsBeforeAuthorizationQuery, { strategy: 'TAKE_LATEST' });
concurrency(newsQuery, { strategy: 'TAKE_LATEST' });
