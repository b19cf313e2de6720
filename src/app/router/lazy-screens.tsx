import { addTexts } from '@/shared/i18n';
import type { RouteName } from '@portal/domain';
import { lazy, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from './chunk-timeout';
import type { Screen } from './entry-screens';
import { ROUTE_NAMES } from './route-table';
import { screenModule } from './screen-loader';

/** One lazy component per route: its chunk (and the screen table's, once) loads the first time the route opens. */
export const LAZY_SCREENS = Object.fromEntries(ROUTE_NAMES.map((routeName) => [routeName, lazy(() => screenModule(routeName))])) as Record<
  RouteName,
  LazyExoticComponent<Screen>
>;

export const LazyNotFoundPage = lazy(() =>
  withChunkTimeout(import('@/pages/not-found')).then((page) => {
    addTexts(...page.texts);
    return { default: page.NotFoundPage };
  }),
);
