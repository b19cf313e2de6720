import { concurrency, createQuery } from '@farfetched/core';
import { createRequestEffect } from '@/shared/api';
import { NewsTextsContract, toNewsTexts, type NewsTextsAnswer } from './contract';

// News is a nice-to-have beside every page: its failures never interrupt with a notice.
export const newsBeforeAuthorizationQuery = createQuery({
  effect: createRequestEffect(() => ({
    method: 'GET',
    path: 'News/BeforeAuthorization',
    suppressErrorNotices: true,
  })),
  contract: NewsTextsContract,
  mapData: ({ result }: { result: NewsTextsAnswer }) => toNewsTexts(result),
  name: 'newsBeforeAuthorization',
});

export const newsQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'News', suppressErrorNotices: true })),
  contract: NewsTextsContract,
  mapData: ({ result }: { result: NewsTextsAnswer }) => toNewsTexts(result),
  name: 'news',
});

concurrency(newsBeforeAuthorizationQuery, { strategy: 'TAKE_LATEST' });
concurrency(newsQuery, { strategy: 'TAKE_LATEST' });
