import { $permissions } from '@/entities/session/@x/route-access';
import type { RouteName } from '@portal/domain';
import { combine, type Store } from 'effector';
import { areFactsSettled, factsNeeded } from '../lib/facts';
import { $settledFacts } from './route-access';

/**
 * Whether the facts the checks of these routes read are in for the current user (loaded, or failed): a screen that
 * shows entries to these routes waits for it, so an entry decided later does not move what is under it. A module of
 * its own, imported by the pages that use it only: the login page's first screen does not carry it.
 */
export function factsSettledFor(routeNames: readonly RouteName[]): Store<boolean> {
  return combine($permissions, $settledFacts, (permissions, settled) => areFactsSettled(factsNeeded(routeNames, permissions), settled));
}
