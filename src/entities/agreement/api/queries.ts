import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { cacheForOneNavigation } from '@/shared/lib/query-cache';
import { MostRecentAgreementsContract, type MostRecentAgreementsAnswer } from './contract';
import { toAgreements } from '../model/agreement';

export const mostRecentAgreementsFx = createRequestEffect(() => ({
  method: 'GET',
  path: 'Agreement/GetMostRecentAgreements',
}));

/** GET Agreement/GetMostRecentAgreements: the user's agreements with their policy holders. */
export const mostRecentAgreementsQuery = createQuery({
  effect: mostRecentAgreementsFx,
  contract: zodContract(MostRecentAgreementsContract),
  mapData: ({ result }: { result: MostRecentAgreementsAnswer }) => toAgreements(result),
  name: 'mostRecentAgreements',
});

// One request at a time (issue 19): the menu's refresh and the dashboard's start after login ask before the first
// answer; a start while the call is under way joins it instead of sending the same GET again.
concurrency(mostRecentAgreementsQuery, { strategy: 'TAKE_FIRST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [mostRecentAgreementsQuery.reset] });

// An answer of this same navigation is taken instead of asking again: the route checks read the agreements too, and a
// route the guard checked with them and turned away opens the dashboard right after (issue 19).
cacheForOneNavigation(mostRecentAgreementsQuery, { forgetOn: [userChanged] });
