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

function shown(news: NewsText[] | null, today: Date | null, language: string): NewsText[] {
  return news && today ? visibleNewsTexts(news, today, language) : [];
}

/** News texts within their dates, in the language shown. */
export const $publicNews = combine($newsBeforeAuthorization, $today, $language, shown);
export const $authenticatedNews = combine($news, $today, $language, shown);

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
