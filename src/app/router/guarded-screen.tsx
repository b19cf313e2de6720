import { parseRouteParams } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { useParams } from 'react-router-dom';
import { LAZY_SCREENS, LazyNotFoundPage } from './lazy-screens';

/**
 * A route's screen. Its route unit is opened by the route lifecycle
 * (`app/model/route-lifecycle.ts`) when the guard approves, not from here:
 * the page's data does not wait for this chunk.
 */
export function GuardedScreen({ routeName }: { routeName: RouteName }) {
  const rawParams = useParams();
  if (parseRouteParams(routeName, rawParams) === null) return <LazyNotFoundPage />;
  const Screen = LAZY_SCREENS[routeName];
  return <Screen routeName={routeName} />;
}
