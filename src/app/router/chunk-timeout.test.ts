import { afterEach, describe, expect, test, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, shouldReloadForStaleChunk, withChunkTimeout } from './chunk-timeout';

const offlineOrReloaded = { isOnline: true, now: 1_000_000, lastReloadAt: 990_000, reload: () => undefined };

describe('a lazy screen that does not load (spec 01 §8 "Loading chunk failed after a 120 s time-out")', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('a chunk that hangs fails after 120 s, not before', async () => {
    vi.useFakeTimers();
    const outcome = withChunkTimeout(new Promise<never>(() => undefined), offlineOrReloaded).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading chunk failed');
  });

  test('a chunk that loads in time is the screen', async () => {
    await expect(withChunkTimeout(Promise.resolve('screen'), offlineOrReloaded)).resolves.toBe('screen');
  });

  test('issue 13: a stale chunk after a release reloads the page once to the new release', async () => {
    const reload = vi.fn();
    void withChunkTimeout(Promise.reject(new TypeError('Failed to fetch dynamically imported module')), {
      isOnline: true,
      now: 5_000_000,
      lastReloadAt: 0,
      reload,
      timeoutMs: 50,
    }).catch(() => undefined);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledExactlyOnceWith(5_000_000));
  });

  test('failing again right after that reload: Loading chunk failed, no second reload', async () => {
    const reload = vi.fn();
    const failure = withChunkTimeout(Promise.reject(new TypeError('Failed to fetch dynamically imported module')), { ...offlineOrReloaded, reload });
    await expect(failure).rejects.toThrow('Loading chunk failed');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('when a failed chunk reloads the page', () => {
  test.for([
    { case: 'online, never reloaded', isOnline: true, lastReloadAt: 0, now: 100_000, reload: true },
    { case: 'online, reloaded 10 s ago: not again', isOnline: true, lastReloadAt: 90_000, now: 100_000, reload: false },
    { case: 'online, reloaded a minute ago', isOnline: true, lastReloadAt: 40_000, now: 100_000, reload: true },
    { case: 'offline: a reload would show the browser\'s own error page', isOnline: false, lastReloadAt: 0, now: 100_000, reload: false },
  ])('$case → $reload', ({ isOnline, lastReloadAt, now, reload }) => {
    expect(shouldReloadForStaleChunk(isOnline, lastReloadAt, now)).toBe(reload);
  });
});
