import { ROUTE_PATHS } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../layouts/root-layout';
import { RouteErrorPage } from '../layouts/route-error-page';
import { withChunkTimeout } from './chunk-timeout';
import { GuardedScreen } from './guarded-screen';
import { SCREENS } from './screens';

function screenRoute(routeName: RouteName): RouteObject {
  return {
    id: routeName,
    path: `/${ROUTE_PATHS[routeName]}`,
    lazy: async () => {
      const Screen = await withChunkTimeout(SCREENS[routeName]());
      return { Component: () => <GuardedScreen routeName={routeName} Screen={Screen} /> };
    },
  };
}

/** Every route of the spec's two tables, each lazy-loaded, and a not-found page for the rest. */
export function createPortalRouter() {
  return createBrowserRouter([
    {
      id: 'shell',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...(Object.keys(SCREENS) as RouteName[]).map(screenRoute),
        {
          id: 'not-found',
          path: '*',
          lazy: async () => ({
            Component: (await withChunkTimeout(import('@/pages/not-found'))).NotFoundPage,
          }),
        },
      ],
    },
  ]);
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
