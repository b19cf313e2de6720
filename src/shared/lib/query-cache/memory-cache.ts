import { createCacheAdapter, type CacheAdapter } from '@farfetched/core';
import { attach, createEffect, createEvent, createStore } from 'effector';

interface Entry {
  value: unknown;
  cachedAt: number;
}

/** How long a cached answer is taken instead of asking again: about one navigation, as SWR's `dedupingInterval`. */
export const ONE_NAVIGATION_MS = 2_000;

/** `cache`'s `staleAfter` for an adapter that forgets by age: what it still gives is fresh, so no old answer is shown while asking. */
export const KEPT_ANSWERS_ARE_FRESH = Number.POSITIVE_INFINITY;

/**
 * The answers of farfetched's `cache`, in memory only (never web storage: they are personal). With `maxAgeMs` an
 * answer is forgotten at that age: a later start asks as if nothing was kept (the query keeps showing its data
 * while it asks) instead of answering with the old one first and then again (no tile that shows, goes and comes back).
 */
export function createMemoryCache({ maxAgeMs = Number.POSITIVE_INFINITY } = {}): CacheAdapter {
  const stored = createEvent<{ key: string; entry: Entry }>();
  const removed = createEvent<string>();
  const purge = createEvent();
  // Hand-written, not `inMemoryCache()`: farfetched 0.15's dates an answer by the time of the one before it (a first answer is stale at once) and keeps it outside the scope.
  const $entries = createStore<Record<string, Entry>>({}, { serialize: 'ignore' })
    .on(stored, (entries, { key, entry }) => ({ ...entries, [key]: entry }))
    .on(removed, (entries, key) => Object.fromEntries(Object.entries(entries).filter(([kept]) => kept !== key)))
    .reset(purge);

  return createCacheAdapter({
    // `cache` compares `cachedAt` with `Date.now()`, so the entries are dated and aged by the same clock
    get: attach({
      source: $entries,
      effect: (entries, { key }: { key: string }) => {
        const entry = entries[key];
        return entry && Date.now() - entry.cachedAt < maxAgeMs ? entry : null;
      },
    }),
    set: createEffect(({ key, value }: { key: string; value: unknown }) => {
      stored({ key, entry: { value, cachedAt: Date.now() } });
    }),
    unset: createEffect(({ key }: { key: string }) => {
      removed(key);
    }),
    purge,
  });
}
