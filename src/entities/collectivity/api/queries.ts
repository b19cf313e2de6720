import { concurrency, createQuery } from '@farfetched/core';
import { createRequestEffect, miniContract } from '@/shared/api';
import { cacheForOneNavigation } from '@/shared/lib/query-cache';
import { createStore } from 'effector';
import { CollectivityContactInfoContract, type CollectivityContactInfo } from './contract';

export const collectivityFx = createRequestEffect(() => ({ method: 'GET', path: 'Collectivity', suppressErrorNotices: true }));

/** GET Collectivity: the label's contact centre, phone number and opening hours (the footer of every page). */
export const collectivityQuery = createQuery({
  effect: collectivityFx,
  contract: miniContract(CollectivityContactInfoContract),
  name: 'collectivity',
});

// One call at a time: a start while one is under way is answered by it.
concurrency(collectivityQuery, { strategy: 'TAKE_FIRST' });

/** Ask for the contact info (the label is settled). */
export const collectivityRequested = collectivityQuery.start;

// The contact page asks for the contact info as it is now (its next available moment), but a visit that begins on the
// contact page takes the answer to the start's ask after the first paint: one call.
cacheForOneNavigation(collectivityQuery);

/** The label's contact centre: phone number and opening hours (null until the first answer; a failure keeps it). */
export const $collectivity = createStore<CollectivityContactInfo | null>(null).on(collectivityQuery.finished.success, (_, { result }) => result);
/** The last call failed (and none is under way). */
export const $collectivityFailed = collectivityQuery.$failed;
