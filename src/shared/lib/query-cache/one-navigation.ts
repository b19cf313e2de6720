import { cache, type Query } from '@farfetched/core';
import { merge, type Event } from 'effector';
import { navigationBegan } from '@/shared/routing';
import { createMemoryCache, KEPT_ANSWERS_ARE_FRESH } from './memory-cache';

/**
 * farfetched's `cache` for answers of one navigation: a start in the same navigation takes the answer instead of
 * asking again (the guard's facts that the dashboard reads after the guard turned a route away to it, however slowly
 * its screen loads); a new navigation asks anew, as does a start after one of `forgetOn` (another user, a change).
 */
export function cacheForOneNavigation<Params, Data, Failure, InitialData>(
  query: Query<Params, Data, Failure, InitialData>,
  { forgetOn = [] }: { forgetOn?: Event<void>[] } = {},
): void {
  cache(query, { adapter: createMemoryCache(), staleAfter: KEPT_ANSWERS_ARE_FRESH, purge: merge([navigationBegan, ...forgetOn]) });
}
