import { parseRouteParams, routes, RouteView, type RouteUnit } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Screen } from './screens';

const NotFoundPage = lazy(() => import('@/pages/not-found').then((page) => ({ default: page.NotFoundPage })));

/** A route's screen with typed parameters, bridged into its route unit. */
export function GuardedScreen({ routeName, Screen }: { routeName: RouteName; Screen: Screen }) {
  const rawParams = useParams();
  const [searchParams] = useSearchParams();
  const params = parseRouteParams(routeName, rawParams);
  if (params === null) {
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <RouteView route={routes[routeName] as unknown as RouteUnit<RouteName>} params={params} query={Object.fromEntries(searchParams)}>
      <Screen routeName={routeName} />
    </RouteView>
  );
}
