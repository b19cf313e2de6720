import { newsBeforeAuthorizationFx, newsFx } from '@/entities/news-text';
import { readClockFx } from '@/shared/lib/clock';
import { firstPaintDone } from '@/shared/lib/first-paint';
import { shellEntered } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $publicNews } from './news-banner';

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
