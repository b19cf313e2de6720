import { createCacheAdapter, type CacheAdapter } from '@farfetched/core';
import { attach, createEffect, createEvent, createStore } from 'effector';

interface Entry {
  value: unknown;
  cachedAt: number;
}

/** `cache`'s `staleAfter` for an adapter whose answers are forgotten by a purge: what it still gives is fresh. */
export const KEPT_ANSWERS_ARE_FRESH = Number.POSITIVE_INFINITY;

/**
 * The answers of farfetched's `cache`, in memory only (never web storage: they are personal), kept until `cache`'s
 * `purge` (another user; a new navigation for an answer of one navigation). A start after that asks as if nothing was
 * kept (the query keeps showing its data while it asks) instead of answering with the old one first and then again
 * (no tile that shows, goes and comes back).
 */
export function createMemoryCache(): CacheAdapter {
  const stored = createEvent<{ key: string; entry: Entry }>();
  const removed = createEvent<string>();
  const purge = createEvent();
  // Hand-written, not `inMemoryCache()`: farfetched 0.15's dates an answer by the time of the one before it (a first answer is stale at once) and keeps it outside the scope.
  const $entries = createStore<Record<string, Entry>>({}, { serialize: 'ignore' })
    .on(stored, (entries, { key, entry }) => ({ ...entries, [key]: entry }))
    .on(removed, (entries, key) => Object.fromEntries(Object.entries(entries).filter(([kept]) => kept !== key)))
    .reset(purge);

  return createCacheAdapter({
    // `cache` compares `cachedAt` with `Date.now()` for `staleAfter`
    get: attach({ source: $entries, effect: (entries, { key }: { key: string }) => entries[key] ?? null }),
    set: createEffect(({ key, value }: { key: string; value: unknown }) => {
      stored({ key, entry: { value, cachedAt: Date.now() } });
    }),
    unset: createEffect(({ key }: { key: string }) => {
      removed(key);
    }),
    purge,
  });
}
