import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createEvent, sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { OfferedYearContract } from './contract';

/** "GET Agreement/GetYearForOfferedAgreement" (spec 02 §7): the offer year the request-policy tile's condition compares to. */
export const offeredYearQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Agreement/GetYearForOfferedAgreement' })),
  contract: zodContract(OfferedYearContract),
  name: 'offeredYear',
});

concurrency(offeredYearQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [offeredYearQuery.reset] });

/**
 * A screen opened that shows the offer year as it is now: asked anew. The query takes no parameters: a route's own
 * (`{ params, query }`) would differ from page to page and make each ask again.
 */
export const offeredYearWanted = createEvent();
sample({ clock: offeredYearWanted, fn: () => undefined, target: offeredYearQuery.refresh });
