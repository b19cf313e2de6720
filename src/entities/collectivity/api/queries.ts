import { concurrency, createQuery } from '@farfetched/core';
import { createRequestEffect, miniContract } from '@/shared/api';
import { createUnlessRecent } from '@/shared/lib/recent-answer';
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

/**
 * The contact info as it is now (the contact page: its next available moment), unless the start's ask after the first
 * paint just answered it: a visit that begins on the contact page asks once. Hand-written (shared/lib/recent-answer),
 * not farfetched's `cache({ staleAfter })`: in farfetched 0.15 the in-memory cache dates an answer by a time store
 * sampled before it updates (the previous answer's time, or the module's load), so a first answer counts as stale
 * at once and the second ask goes out anyway; and its answers live outside the scope, shared by every fork.
 */
export const currentCollectivity = createUnlessRecent({
  answered: collectivityQuery.finished.success.map(({ params }) => params),
  forgotten: [collectivityQuery.finished.failure],
  ask: collectivityQuery.start,
});

/** The label's contact centre: phone number and opening hours (null until the first answer; a failure keeps it). */
export const $collectivity = createStore<CollectivityContactInfo | null>(null).on(collectivityQuery.finished.success, (_, { result }) => result);
/** The last call failed (and none is under way). */
export const $collectivityFailed = collectivityQuery.$failed;
