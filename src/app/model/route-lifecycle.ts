import { $isAuthenticated } from '@/entities/session';
import { $isFirstPaintDone, firstPaintDone } from '@/shared/lib/first-paint';
import { pageChanged } from '@/shared/notices';
import { parseRouteParams, routeClosed, routeOpened, routeUpdated, shellEntered, type RouteOpenedPayload, type ShellKind } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { createEffect, createStore, sample } from 'effector';
import { ENTRY_SHELL_MODELS, type ModelLoader } from '../router/entry-screens';
import { isRouteModelLoaded, loadRouteModel } from '../router/route-model';
import { navigationApproved, type NavigationTarget } from './guard';
import { shellOfNavigation } from './shell';

/**
 * The one place where an approved navigation opens, updates and closes the
 * route units of `shared/routing` (STYLE 11), and enters the shells.
 */

interface OpenRoute {
  name: RouteName;
  payload: RouteOpenedPayload<RouteName>;
  /** parameters and query: an update only when they change */
  signature: string;
  /** the navigation that opened it */
  key: string;
}

function openRouteOf({ routeName, rawParams, location }: NavigationTarget): OpenRoute | null {
  if (routeName === null) return null;
  const params = parseRouteParams(routeName, rawParams ?? {});
  // parameters that do not fit: the screen shows not-found, no route opens
  if (params === null) return null;
  const query = Object.fromEntries(new URLSearchParams(location.search));
  return { name: routeName, payload: { params, query }, signature: JSON.stringify([params, query]), key: location.key };
}

/** The route the last approved navigation went to (null: a path of no route). */
const $openRoute = createStore<OpenRoute | null>(null);

const transition = sample({
  clock: navigationApproved,
  source: $openRoute,
  fn: (previous, target) => ({ previous, next: openRouteOf(target) }),
});
$openRoute.on(transition, (_, { next }) => next);

const routeLeft = sample({
  clock: transition,
  filter: ({ previous, next }) => previous !== null && previous.name !== next?.name,
  fn: ({ previous }) => (previous as OpenRoute).name,
});
const routeEntered = sample({
  clock: transition,
  filter: ({ previous, next }) => next !== null && previous?.name !== next.name,
  fn: ({ next }) => next as OpenRoute,
});
const routeChanged = sample({
  clock: transition,
  filter: ({ previous, next }) => next !== null && previous?.name === next.name && previous.signature !== next.signature,
  fn: ({ next }) => next as OpenRoute,
});

// Another page, or the same page with other parameters: the old page's error notices go (issue 12 point 2).
sample({
  clock: transition,
  filter: ({ previous, next }) => previous !== null && (previous.name !== next?.name || previous.signature !== next?.signature),
  fn: () => undefined,
  target: pageChanged,
});

/**
 * The page's model (its own chunk) comes in beside its screen; `opened` waits only for the model. One the router
 * already loaded opens the route without a wait, before the screen can render (see `isRouteModelLoaded`).
 */
const loadRouteModelFx = createEffect((route: OpenRoute): OpenRoute | Promise<OpenRoute> =>
  isRouteModelLoaded(route.name) ? route : loadRouteModel(route.name).then(() => route),
);
sample({ clock: routeEntered, target: loadRouteModelFx });

// A failed model chunk still opens the route: the screen's chunk fails the same way and says so.
const routeReady = sample({
  clock: loadRouteModelFx.finally,
  source: $openRoute,
  filter: (open, { params: loaded }) => open !== null && open.key === loaded.key,
  fn: (_, { params: loaded }) => loaded,
});

// each route unit takes its own from these (shared/routing), so none is made before a model asks for it
sample({ clock: routeLeft, target: routeClosed });
sample({ clock: routeReady, fn: ({ name, payload }) => ({ name, payload }), target: routeOpened });
sample({ clock: routeChanged, fn: ({ name, payload }) => ({ name, payload }), target: routeUpdated });

/** The shell of the last approved navigation: entering another one loads its widgets' data. */
const $shell = createStore<ShellKind | null>(null);

const shellChanged = sample({
  clock: navigationApproved,
  source: { shell: $shell, isAuthenticated: $isAuthenticated },
  filter: ({ shell, isAuthenticated }, target) => shellOfNavigation(target.routeName, isAuthenticated) !== shell,
  fn: ({ isAuthenticated }, target) => shellOfNavigation(target.routeName, isAuthenticated),
});
$shell.on(shellChanged, (_, shell) => shell);

const loadShellModelsFx = createEffect(async (shell: ShellKind): Promise<ShellKind> => {
  const loaders = (ENTRY_SHELL_MODELS as Partial<Record<ShellKind, ModelLoader[]>>)[shell] ?? (await import('../router/route-models')).SHELL_MODELS[shell];
  await Promise.all(loaders.map((load) => load()));
  return shell;
});
/*
 * The public shell's widgets (the news) are not part of the first screen: their chunks (with date-fns) load after
 * its first paint, not beside it, where they would compete with the screen's own on a slow line (issue 19). The
 * logged-in shell's menu is part of its screen, so its models load at once.
 */
const loadsAfterFirstPaint = (shell: ShellKind) => shell === 'public';
sample({
  clock: shellChanged,
  source: $isFirstPaintDone,
  filter: (isPainted, shell) => isPainted || !loadsAfterFirstPaint(shell),
  fn: (_, shell) => shell,
  target: loadShellModelsFx,
});
sample({
  clock: firstPaintDone,
  source: $shell,
  filter: (shell): shell is ShellKind => shell !== null && loadsAfterFirstPaint(shell),
  target: loadShellModelsFx,
});
sample({
  clock: loadShellModelsFx.finally,
  source: $shell,
  filter: (shell, { params: loaded }) => shell === loaded,
  fn: (shell) => shell as ShellKind,
  target: shellEntered,
});
