import { hasBasicInsurance, mostRecentAgreementsQuery } from '@/entities/agreement/@x/route-access';
import { insuranceRightQuery } from '@/entities/insurance-right/@x/route-access';
import { $permissions } from '@/entities/session/@x/route-access';
import type { FetchingStatus } from '@farfetched/core';
import type { RouteAccess, RouteName } from '@portal/domain';
import { combine, createEvent, sample } from 'effector';
import { factsNeeded, type AccessFacts } from '../lib/facts';

/**
 * Load what the checks of these routes read beyond the token. Through the
 * cached queries: a fact already loaded for this user is not asked again.
 */
export const routeAccessRequested = createEvent<RouteName[]>();

const facts = sample({ clock: routeAccessRequested, source: $permissions, fn: (permissions, routeNames) => factsNeeded(routeNames, permissions) });
sample({ clock: facts, filter: (needed) => needed.agreements, fn: () => undefined, target: mostRecentAgreementsQuery.refresh });
sample({ clock: facts, filter: (needed) => needed.insuranceRight, fn: () => undefined, target: insuranceRightQuery.refresh });

/**
 * What every route check reads (the guard, the menu, the dashboard's tile
 * links): one store, so all three always agree.
 */
export const $routeAccess = combine(
  $permissions,
  mostRecentAgreementsQuery.$data,
  insuranceRightQuery.$data,
  (permissions, agreements, insuranceRight): RouteAccess => ({
    permissions,
    hasBasicInsurance: hasBasicInsurance(agreements ?? []),
    isInsuranceRightCheckRequired: insuranceRight?.isCheckRequired ?? false,
  }),
);

const isSettled = (status: FetchingStatus) => status === 'done' || status === 'fail';

/** Which facts are in for the current user (loaded or failed), so a check can wait for them. */
export const $settledFacts = combine(
  mostRecentAgreementsQuery.$status,
  insuranceRightQuery.$status,
  (agreements, insuranceRight): AccessFacts => ({ agreements: isSettled(agreements), insuranceRight: isSettled(insuranceRight) }),
);
