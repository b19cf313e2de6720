import { createCheckedRequestEffect, createOneAtATimeTrigger } from '@/shared/api';
import { createStore } from 'effector';
import { NewsTextsContract, toNewsTexts, type NewsText } from './contract';

// News is a nice-to-have beside every page: its failures never interrupt with a notice. Plain effects, not
// farfetched queries: the news comes with the login page's shell (issue 19, see createCheckedRequestEffect).

/** GET News/BeforeAuthorization: the news of the public shell. */
export const newsBeforeAuthorizationFx = createCheckedRequestEffect(
  () => ({ method: 'GET', path: 'News/BeforeAuthorization', suppressErrorNotices: true }),
  NewsTextsContract,
);

/** GET News: the news of the logged-in shell (needs the token). */
export const newsFx = createCheckedRequestEffect(() => ({ method: 'GET', path: 'News', suppressErrorNotices: true }), NewsTextsContract);

/** Ask for the news again (one call at a time). */
export const newsBeforeAuthorizationRequested = createOneAtATimeTrigger(newsBeforeAuthorizationFx);
export const newsRequested = createOneAtATimeTrigger(newsFx);

/** The last news each call answered (null: none yet); a failed call keeps what was shown. */
export const $newsBeforeAuthorization = createStore<NewsText[] | null>(null).on(newsBeforeAuthorizationFx.doneData, (_, answer) =>
  toNewsTexts(answer),
);
export const $news = createStore<NewsText[] | null>(null).on(newsFx.doneData, (_, answer) => toNewsTexts(answer));
