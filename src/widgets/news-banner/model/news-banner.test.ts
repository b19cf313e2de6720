import { newsBeforeAuthorizationFx, newsFx, newsRequested } from '@/entities/news-text';
import { readClockFx } from '@/shared/lib/clock';
import { firstPaintDone } from '@/shared/lib/first-paint';
import { shellEntered } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $authenticatedNews, $publicNews, newsDismissed } from './news-banner';

const NEWS = [{ id: 1, text: 'Storing bij iDEAL', startDate: '2026-01-01', endDate: null, language: 'nl-NL' }];

function scopeWithCalls() {
  const asked = vi.fn(() => NEWS);
  const scope = fork({
    handlers: [
      [newsBeforeAuthorizationFx, asked],
      [newsFx, asked],
      [readClockFx, () => new Date(2026, 10, 24)],
    ],
  });
  return { scope, asked };
}

describe('the news is asked for after the first paint of the screen (issue 19)', () => {
  test('entering the public shell before the paint asks nothing; the paint asks once', async () => {
    const { scope, asked } = scopeWithCalls();
    await allSettled(shellEntered, { scope, params: 'public' });
    expect(asked).not.toHaveBeenCalled();
    await allSettled(firstPaintDone, { scope });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(scope.getState($publicNews).map((news) => news.text)).toEqual(['Storing bij iDEAL']);
  });

  test('a shell entered after the paint asks at once', async () => {
    const { scope, asked } = scopeWithCalls();
    await allSettled(firstPaintDone, { scope });
    expect(asked).not.toHaveBeenCalled();
    await allSettled(shellEntered, { scope, params: 'public' });
    expect(asked).toHaveBeenCalledTimes(1);
  });
});

describe('a closed news text stays closed on the next page (issue 33 point 10)', () => {
  const BOTH = { id: 1, text: 'Fysiotherapie gewijzigd', startDate: '2026-01-01', endDate: null, language: 'nl-NL' };
  const LATER = { id: 6, text: 'Uw zorgpas digitaal', startDate: '2026-01-01', endDate: null, language: 'nl-NL' };

  test.for([
    { case: 'closed on the login page, the same text is not shown after login; a text of its own is', before: [BOTH], after: [BOTH, LATER], shownAfter: ['Uw zorgpas digitaal'] },
    { case: 'closed on the login page, nothing else after login: no banner', before: [BOTH], after: [BOTH], shownAfter: [] },
  ])('$case', async ({ before, after, shownAfter }) => {
    const scope = fork({
      handlers: [
        [newsBeforeAuthorizationFx, () => before],
        [newsFx, () => after],
        [readClockFx, () => new Date(2026, 10, 24)],
      ],
    });
    await allSettled(firstPaintDone, { scope });
    await allSettled(shellEntered, { scope, params: 'public' });
    expect(scope.getState($publicNews)).toHaveLength(before.length);
    await allSettled(newsDismissed, { scope, params: 'public' });
    expect(scope.getState($publicNews)).toEqual([]);
    // after login (the shell asks for the news once the session is there)
    await allSettled(newsRequested, { scope });
    expect(scope.getState($authenticatedNews).map((news) => news.text)).toEqual(shownAfter);
    // and the next page of the same shell asks again, and still shows nothing closed
    await allSettled(newsDismissed, { scope, params: 'authenticated' });
    await allSettled(newsRequested, { scope });
    expect(scope.getState($authenticatedNews)).toEqual([]);
  });
});
