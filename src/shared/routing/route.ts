import type { RouteName } from '@portal/domain';
import { combine, createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import type { RouteParams } from './params';

export interface RouteOpenedPayload<Name extends RouteName> {
  params: RouteParams<Name>;
  query: Record<string, string>;
}

/** A route as Effector sees it: pages start loading from `opened` and reset on `closed`. */
export interface RouteUnit<Name extends RouteName> {
  name: Name;
  opened: EventCallable<RouteOpenedPayload<Name>>;
  /** same route, other parameters or query */
  updated: EventCallable<RouteOpenedPayload<Name>>;
  closed: EventCallable<void>;
  $isOpened: Store<boolean>;
  $params: Store<RouteParams<Name> | null>;
  $query: Store<Record<string, string>>;
}

export interface RouteVisit {
  name: RouteName;
  payload: RouteOpenedPayload<RouteName>;
}

/**
 * The app's route lifecycle (the one place that opens routes, STYLE 11) fires these; every route unit takes its
 * own from them. Issue 19: a route's units are made when a model first asks for them, not all at start.
 */
export const routeOpened = createEvent<RouteVisit>();
export const routeUpdated = createEvent<RouteVisit>();
export const routeClosed = createEvent<RouteName>();

/** The open route and its parameters: a route unit made after its route opened still reads it open. */
export const $openRoute = createStore<RouteVisit | null>(null)
  .on([routeOpened, routeUpdated], (_, visit) => visit)
  .on(routeClosed, (open, name) => (open?.name === name ? null : open));

/** The name of the route on screen, once the guard approved it; null before and between routes. */
export const $openRouteName = $openRoute.map((open) => open?.name ?? null);

const NO_QUERY: Record<string, string> = Object.freeze({});

export function createRouteUnit<Name extends RouteName>(name: Name): RouteUnit<Name> {
  const opened = createEvent<RouteOpenedPayload<Name>>({ name: `${name}Opened` });
  const updated = createEvent<RouteOpenedPayload<Name>>({ name: `${name}Updated` });
  const closed = createEvent({ name: `${name}Closed` });
  const own = (visit: RouteVisit) => visit.name === name;
  const payloadOf = (visit: RouteVisit) => visit.payload as RouteOpenedPayload<Name>;
  sample({ clock: routeOpened, filter: own, fn: payloadOf, target: opened });
  sample({ clock: routeUpdated, filter: own, fn: payloadOf, target: updated });
  sample({ clock: routeClosed, filter: (closedName) => closedName === name, fn: () => undefined, target: closed });
  // its own events (the lifecycle's, or a test's); until the first, what the open route says
  const $heard = createStore<{ payload: RouteOpenedPayload<Name> | null } | null>(null, { name: `$${name}Heard`, serialize: 'ignore' })
    .on([opened, updated], (_, payload) => ({ payload }))
    .on(closed, () => ({ payload: null }));
  const $own = combine($heard, $openRoute, (heard, open) => (heard !== null ? heard.payload : open !== null && own(open) ? payloadOf(open) : null));
  return {
    name,
    opened,
    updated,
    closed,
    $isOpened: $own.map((open) => open !== null),
    $params: $own.map((open) => open?.params ?? null),
    $query: $own.map((open) => open?.query ?? NO_QUERY),
  };
}
