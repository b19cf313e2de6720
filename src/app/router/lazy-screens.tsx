import type { RouteName } from '@portal/domain';
import { lazy, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from './chunk-timeout';
import { ROUTE_NAMES } from './route-table';
import { SCREENS, type Screen } from './screens';

/** One lazy component per route: its chunk loads the first time the route opens. */
export const LAZY_SCREENS = Object.fromEntries(
  ROUTE_NAMES.map((routeName) => [
    routeName,
    lazy(() => withChunkTimeout(SCREENS[routeName]()).then((Loaded) => ({ default: Loaded }))),
  ]),
) as Record<RouteName, LazyExoticComponent<Screen>>;

export const LazyNotFoundPage = lazy(() =>
  withChunkTimeout(import('@/pages/not-found')).then((page) => ({ default: page.NotFoundPage })),
);
