import { $news, $newsBeforeAuthorization, newsBeforeAuthorizationRequested, newsRequested, type NewsText } from '@/entities/news-text';
import { $isAuthenticated } from '@/entities/session';
import { $language } from '@/shared/i18n';
import { $isFirstPaintDone, firstPaintDone } from '@/shared/lib/first-paint';
import { shellEntered, type ShellKind } from '@/shared/routing';
import { visibleNewsTexts } from '@portal/domain';
import { readClockFx } from '@/shared/lib/clock';
import { attach, combine, createEvent, createStore, sample } from 'effector';

export type NewsAudience = 'public' | 'authenticated';

const readTodayFx = attach({ effect: readClockFx });
const $today = createStore<Date | null>(null).on(readTodayFx.doneData, (_, today) => today);

/** The shell entered last: its news is asked for once the screen is painted (issue 19), and again on entering another. */
const $shell = createStore<ShellKind | null>(null).on(shellEntered, (_, shell) => shell);
const newsDue = sample({
  clock: [shellEntered, firstPaintDone],
  source: { shell: $shell, isPainted: $isFirstPaintDone },
  filter: ({ shell, isPainted }) => isPainted && shell !== null,
  fn: ({ shell }) => shell as ShellKind,
});

// Entering a shell loads its news; entering it again asks again (one call at a time).
sample({ clock: newsDue, target: readTodayFx });
sample({ clock: newsDue, filter: (shell) => shell === 'public', fn: () => undefined, target: newsBeforeAuthorizationRequested });
sample({
  clock: newsDue,
  source: $isAuthenticated,
  filter: (isAuthenticated, shell) => isAuthenticated && shell === 'authenticated',
  fn: () => undefined,
  target: newsRequested,
});

function shown(news: NewsText[] | null, today: Date | null, language: string, dismissedIds: readonly string[]): NewsText[] {
  return news && today ? visibleNewsTexts(news, today, language).filter((text) => !dismissedIds.includes(text.id)) : [];
}

/**
 * The news texts the user closed, by id, for this visit (in memory: the ids
 * are not personal, but nothing here needs web storage). A text closed on
 * the login page stays closed after login and on every next page, in either
 * shell; a text that comes later (another one after login) is shown
 * (issue 33 point 10). Before, the closing was per shell, so the login
 * page's news came back on the dashboard.
 */
export const newsDismissed = createEvent<NewsAudience>();
export const $dismissedNewsIds = createStore<string[]>([]);

/** News texts within their dates, in the language shown, that the user has not closed. */
export const $publicNews = combine($newsBeforeAuthorization, $today, $language, $dismissedNewsIds, shown);
export const $authenticatedNews = combine($news, $today, $language, $dismissedNewsIds, shown);

// closing a banner closes every text it shows: none of them was closed before
sample({
  clock: newsDismissed,
  source: { dismissed: $dismissedNewsIds, publicNews: $publicNews, authenticatedNews: $authenticatedNews },
  fn: ({ dismissed, publicNews, authenticatedNews }, audience) => [...dismissed, ...(audience === 'public' ? publicNews : authenticatedNews).map((text) => text.id)],
  target: $dismissedNewsIds,
});

/**
 * On a phone the news is one thin line ("Nieuws: …") whose "Lees meer"
 * unfolds every text with its link; unfolded it stays so for this visit.
 */
export const newsUnfoldToggled = createEvent();
export const $isNewsUnfolded = createStore(false).on(newsUnfoldToggled, (isUnfolded) => !isUnfolded);
