import { createCheckedRequestEffect, createOneAtATimeTrigger } from '@/shared/api';
import { createUnlessRecent } from '@/shared/lib/recent-answer';
import { createStore } from 'effector';
import { CollectivityContactInfoContract, type CollectivityContactInfo } from './contract';

// The footer of every page shows it, the login page's too: a plain effect, not a farfetched query (issue 19,
// see createCheckedRequestEffect).
export const collectivityFx = createCheckedRequestEffect(
  () => ({ method: 'GET', path: 'Collectivity', suppressErrorNotices: true }),
  CollectivityContactInfoContract,
);

/** Ask for the contact info (the label is settled); one call at a time. */
export const collectivityRequested = createOneAtATimeTrigger(collectivityFx);

/**
 * The contact info as it is now (the contact page: its next available moment), unless the start's ask after the first
 * paint just answered it: a visit that begins on the contact page asks once.
 */
export const currentCollectivity = createUnlessRecent({
  answered: collectivityFx.done.map(({ params }) => params),
  forgotten: [collectivityFx.fail],
  ask: collectivityRequested,
});

/** The label's contact centre: phone number and opening hours (null until the first answer). */
export const $collectivity = createStore<CollectivityContactInfo | null>(null).on(collectivityFx.doneData, (_, info) => info);
/** The last call failed (and none is under way). */
export const $collectivityFailed = createStore(false)
  .on(collectivityFx.fail, () => true)
  .reset(collectivityFx.done);
