import { newsBeforeAuthorizationQuery, newsQuery, type NewsText } from '@/entities/news-text';
import { $isAuthenticated } from '@/entities/session';
import { $language } from '@/shared/i18n';
import { shellEntered } from '@/shared/routing';
import { visibleNewsTexts } from '@portal/domain';
import { readClockFx } from '@/shared/lib/clock';
import { attach, combine, createEvent, createStore, sample } from 'effector';

export type NewsAudience = 'public' | 'authenticated';

const readTodayFx = attach({ effect: readClockFx });
const $today = createStore<Date | null>(null).on(readTodayFx.doneData, (_, today) => today);

// Entering a shell loads its news once; entering it again refreshes it.
sample({ clock: shellEntered, target: readTodayFx });
sample({
  clock: shellEntered,
  filter: (shell) => shell === 'public',
  fn: () => undefined,
  target: newsBeforeAuthorizationQuery.refresh,
});
sample({
  clock: shellEntered,
  source: $isAuthenticated,
  filter: (isAuthenticated, shell) => isAuthenticated && shell === 'authenticated',
  fn: () => undefined,
  target: newsQuery.refresh,
});

function shown(news: NewsText[] | null, today: Date | null, language: string): NewsText[] {
  return news && today ? visibleNewsTexts(news, today, language) : [];
}

/** News texts within their dates, in the language shown. */
export const $publicNews = combine(newsBeforeAuthorizationQuery.$data, $today, $language, shown);
export const $authenticatedNews = combine(newsQuery.$data, $today, $language, shown);

/** The news is one banner that closes with its button (issue 12 point 11); it stays closed for this visit, per audience. */
export const newsDismissed = createEvent<NewsAudience>();
export const $dismissedNews = createStore<NewsAudience[]>([]).on(newsDismissed, (dismissed, audience) =>
  dismissed.includes(audience) ? dismissed : [...dismissed, audience],
);

/**
 * On a phone the news is one thin line ("Nieuws: …") whose "Lees meer"
 * unfolds every text with its link; unfolded it stays so for this visit.
 */
export const newsUnfoldToggled = createEvent();
export const $isNewsUnfolded = createStore(false).on(newsUnfoldToggled, (isUnfolded) => !isUnfolded);
