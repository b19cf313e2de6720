import { parseRouteParams, routes, RouteView, type RouteUnit } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { useParams, useSearchParams } from 'react-router-dom';
import { LAZY_SCREENS, LazyNotFoundPage } from './lazy-screens';

/** A route's screen with typed parameters, bridged into its route unit. */
export function GuardedScreen({ routeName }: { routeName: RouteName }) {
  const rawParams = useParams();
  const [searchParams] = useSearchParams();
  const params = parseRouteParams(routeName, rawParams);
  if (params === null) return <LazyNotFoundPage />;
  const Screen = LAZY_SCREENS[routeName];
  return (
    <RouteView route={routes[routeName] as unknown as RouteUnit<RouteName>} params={params} query={Object.fromEntries(searchParams)}>
      <Screen routeName={routeName} />
    </RouteView>
  );
}
