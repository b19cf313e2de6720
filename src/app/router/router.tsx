import { navigatorAttached, parseRouteParams, ROUTE_PATHS } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { useUnit } from 'effector-react';
import { lazy, useEffect } from 'react';
import { createBrowserRouter, createPath, RouterProvider, useParams, useRouteError, type RouteObject } from 'react-router-dom';
import { RootLayout, ShellWaiting } from '../layouts/root-layout';
import { RouteErrorPage } from '../layouts/route-error-page';
import { ChunkLoadError } from './chunk-timeout';
import { ROUTE_NAMES } from './route-table';
import type { Screen } from './entry-screens';
import { loadRouteModel } from './route-model';
import { loadNotFoundScreen, loadScreen } from './screen-loader';

function failedScreen(error: unknown): never {
  throw error;
}

/** Where the router is going while it loads a screen's chunk: a stale chunk reloads into that address. */
function pendingAddress(): string | null {
  const next = router.state.navigation.location;
  return next ? createPath(next) : null;
}

const LazyNotFoundPage = lazy(() => loadNotFoundScreen().then((screen) => ({ default: screen })));

/** A screen whose chunk failed or timed out shows 'Loading chunk failed'; one that broke while rendering says so. */
function ScreenFailure({ standalone }: { standalone: boolean }) {
  const error = useRouteError();
  return <RouteErrorPage failure={error instanceof ChunkLoadError ? 'chunk' : 'crash'} standalone={standalone} />;
}

/**
 * A route of the spec: its screen is its own chunk, loaded by the router before the navigation commits. Parameters
 * that do not fit (a year that is not a number) make the path unknown: the not-found page. The route's page model
 * loads beside the screen, so the route lifecycle opens the route at once on approval, before the screen renders: a
 * page's start (a form's reset) never comes after the user began typing in it. A model that fails to load is the
 * screen's failure to show, not the model's.
 */
function screenRoute(routeName: RouteName): RouteObject {
  return {
    id: routeName,
    path: ROUTE_PATHS[routeName],
    lazy: async () => {
      let Screen: Screen;
      try {
        [Screen] = await Promise.all([loadScreen(routeName, { target: pendingAddress }), loadRouteModel(routeName).catch(() => undefined)]);
      } catch (error) {
        // the navigation goes through and its screen fails where it renders: the route's errorElement shows it
        return { Component: () => failedScreen(error) };
      }
      function RouteScreen() {
        const fits = parseRouteParams(routeName, useParams()) !== null;
        return fits ? <Screen routeName={routeName} /> : <LazyNotFoundPage />;
      }
      return { Component: RouteScreen };
    },
    errorElement: <ScreenFailure standalone={false} />,
  };
}

/**
 * The route table (`domain/access` through `ROUTE_PATHS`) as the data router's routes: one root route with the
 * shells and the guard, under it every route of the spec and the not-found page for any other path. The router
 * matches paths case-insensitively (its default), a written segment before a parameter.
 */
const ROUTES: RouteObject[] = [
  {
    id: 'portal',
    element: <RootLayout />,
    hydrateFallbackElement: <ShellWaiting />,
    // the shell itself failed (its chunk): the page brings its own main landmark
    errorElement: <ScreenFailure standalone />,
    children: [
      ...ROUTE_NAMES.map(screenRoute),
      {
        id: 'not-found',
        path: '*',
        lazy: async () => ({ Component: await loadNotFoundScreen() }),
        errorElement: <ScreenFailure standalone={false} />,
      },
    ],
  },
];

/** Made at start: the first screen's chunk loads while the app reads its configuration. */
const router = createBrowserRouter(ROUTES);

/** Hands the data router to Effector, so that models navigate (`navigationRequested`, `navigateFx`) through it. */
function NavigatorBridge() {
  const attached = useUnit(navigatorAttached);
  useEffect(() => {
    attached({ navigate: (to, options) => router.navigate(to, options) });
  }, [attached]);
  return null;
}

/** Every route of the spec's two tables, each screen lazy-loaded, and a not-found page for the rest. */
export function PortalRoutes() {
  return (
    <>
      <NavigatorBridge />
      <RouterProvider router={router} />
    </>
  );
}
