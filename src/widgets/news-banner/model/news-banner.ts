import { newsBeforeAuthorizationQuery, newsQuery, type NewsText } from '@/entities/news-text';
import { $isAuthenticated } from '@/entities/session';
import { visibleNewsTexts } from '@portal/domain';
import { combine, createEvent, createStore, sample } from 'effector';

export type NewsAudience = 'public' | 'authenticated';

/** The shell shows the banner; the news is loaded once per audience and kept fresh by refresh. */
export const newsBannerShown = createEvent<{ audience: NewsAudience; today: Date; language: string }>();

const $today = createStore<Date | null>(null).on(newsBannerShown, (_, { today }) => today);
const $language = createStore('nl-NL').on(newsBannerShown, (_, { language }) => language);

sample({
  clock: newsBannerShown,
  filter: ({ audience }) => audience === 'public',
  fn: () => undefined,
  target: newsBeforeAuthorizationQuery.refresh,
});
sample({
  clock: newsBannerShown,
  source: $isAuthenticated,
  filter: (isAuthenticated, { audience }) => isAuthenticated && audience === 'authenticated',
  fn: () => undefined,
  target: newsQuery.refresh,
});

function shown(news: NewsText[] | null, today: Date | null, language: string): NewsText[] {
  return news && today ? visibleNewsTexts(news, today, language) : [];
}

export const $publicNews = combine(newsBeforeAuthorizationQuery.$data, $today, $language, shown);
export const $authenticatedNews = combine(newsQuery.$data, $today, $language, shown);
