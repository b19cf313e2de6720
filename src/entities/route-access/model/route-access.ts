import { $permissions } from '@/entities/session/@x/route-access';
import type { RouteAccess, RouteName } from '@portal/domain';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { factsNeeded, NO_FACTS, type AccessFacts } from '../lib/facts';

/**
 * Load what the checks of these routes read beyond the token. Through the
 * cached queries: a fact already loaded for this user is not asked again.
 */
export const routeAccessRequested = createEvent<RouteName[]>();

/** The facts as the queries have them now (`./fact-queries`). */
export interface FactsState {
  hasBasicInsurance: boolean;
  isCheckRequired: boolean;
  settled: AccessFacts;
}

const NOTHING_KNOWN: FactsState = { hasBasicInsurance: false, isCheckRequired: false, settled: NO_FACTS };

/** `./fact-queries` reports the queries' state: when it loads, and on every change after. */
export const factsChanged = createEvent<FactsState>();
const $facts = createStore(NOTHING_KNOWN).on(factsChanged, (_, facts) => facts);

/*
 * The facts' queries (and farfetched with them) are a chunk of their own, loaded the first time a logged-in check
 * needs a fact: a check that needs none (every public route, so the login page) does not fetch it (issue 19).
 */
const factsDue = sample({
  clock: routeAccessRequested,
  source: $permissions,
  fn: (permissions, routeNames) => factsNeeded(routeNames, permissions),
}).filter({ fn: (needed) => needed.agreements || needed.insuranceRight });
const loadFactQueriesFx = createEffect(async (needed: AccessFacts): Promise<AccessFacts> => {
  await import('./fact-queries');
  return needed;
});
sample({ clock: factsDue, target: loadFactQueriesFx });

/** The facts these checks need, once their queries are in. */
export const factQueriesDue = loadFactQueriesFx.doneData;

/**
 * What every route check reads (the guard, the menu, the dashboard's tile
 * links): one store, so all three always agree.
 */
export const $routeAccess = combine(
  $permissions,
  $facts,
  (permissions, facts): RouteAccess => ({
    permissions,
    hasBasicInsurance: facts.hasBasicInsurance,
    isInsuranceRightCheckRequired: facts.isCheckRequired,
  }),
);

/** Which facts are in for the current user (loaded or failed), so a check can wait for them. */
export const $settledFacts = $facts.map((facts) => facts.settled);
