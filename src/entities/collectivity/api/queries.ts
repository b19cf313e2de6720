import { createCheckedRequestEffect, createOneAtATimeTrigger } from '@/shared/api';
import { createStore } from 'effector';
import { CollectivityContactInfoContract, type CollectivityContactInfo } from './contract';

// The footer of every page shows it, the login page's too: a plain effect, not a farfetched query (issue 19,
// see createCheckedRequestEffect).
export const collectivityFx = createCheckedRequestEffect(
  () => ({ method: 'GET', path: 'Collectivity', suppressErrorNotices: true }),
  CollectivityContactInfoContract,
);

/** Ask for the contact info again (the label is settled, the contact page opens); one call at a time. */
export const collectivityRequested = createOneAtATimeTrigger(collectivityFx);

/** The label's contact centre: phone number and opening hours (null until the first answer). */
export const $collectivity = createStore<CollectivityContactInfo | null>(null).on(collectivityFx.doneData, (_, info) => info);
/** The last call failed (and none is under way). */
export const $collectivityFailed = createStore(false)
  .on(collectivityFx.fail, () => true)
  .reset(collectivityFx.done);
