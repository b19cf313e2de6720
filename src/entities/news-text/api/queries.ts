import { concurrency, createQuery } from '@farfetched/core';
import { createRequestEffect, miniContract } from '@/shared/api';
import { createStore } from 'effector';
import { NewsTextsContract, toNewsTexts, type NewsText, type NewsTextsAnswer } from './contract';

// News is a nice-to-have beside every page: its failures never interrupt with a notice.

export const newsBeforeAuthorizationFx = createRequestEffect(() => ({
  method: 'GET',
  path: 'News/BeforeAuthorization',
  suppressErrorNotices: true,
}));

/** GET News/BeforeAuthorization: the news of the public shell. */
export const newsBeforeAuthorizationQuery = createQuery({
  effect: newsBeforeAuthorizationFx,
  contract: miniContract(NewsTextsContract),
  mapData: ({ result }: { result: NewsTextsAnswer }) => toNewsTexts(result),
  name: 'newsBeforeAuthorization',
});

export const newsFx = createRequestEffect(() => ({ method: 'GET', path: 'News', suppressErrorNotices: true }));

/** GET News: the news of the logged-in shell (needs the token). */
export const newsQuery = createQuery({
  effect: newsFx,
  contract: miniContract(NewsTextsContract),
  mapData: ({ result }: { result: NewsTextsAnswer }) => toNewsTexts(result),
  name: 'news',
});

// One call at a time each: a start while one is under way is answered by it.
concurrency(newsBeforeAuthorizationQuery, { strategy: 'TAKE_FIRST' });
concurrency(newsQuery, { strategy: 'TAKE_FIRST' });

/** Ask for the news again. */
export const newsBeforeAuthorizationRequested = newsBeforeAuthorizationQuery.start;
export const newsRequested = newsQuery.start;

/** The last news each call answered (null: none yet); a failed call keeps what was shown. */
export const $newsBeforeAuthorization = createStore<NewsText[] | null>(null).on(newsBeforeAuthorizationQuery.finished.success, (_, { result }) => result);
export const $news = createStore<NewsText[] | null>(null).on(newsQuery.finished.success, (_, { result }) => result);
