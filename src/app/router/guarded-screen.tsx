import { parseRouteParams, useLocation } from '@/shared/routing';
import { LAZY_SCREENS, LazyNotFoundPage } from './lazy-screens';
import { routeMatchOfPath } from './route-table';

/**
 * The screen of the route the address names, or not-found. Its route unit is
 * opened by the route lifecycle (`app/model/route-lifecycle.ts`) when the
 * guard approves, not from here: the page's data does not wait for this chunk.
 */
export function GuardedScreen() {
  const match = routeMatchOfPath(useLocation().pathname);
  if (match === null || parseRouteParams(match.routeName, match.rawParams) === null) return <LazyNotFoundPage />;
  const Screen = LAZY_SCREENS[match.routeName];
  return <Screen routeName={match.routeName} />;
}
