import type { RouteName } from '@portal/domain';
import { createEvent, createStore, type EventCallable, type StoreWritable } from 'effector';
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
  $isOpened: StoreWritable<boolean>;
  $params: StoreWritable<RouteParams<Name> | null>;
  $query: StoreWritable<Record<string, string>>;
}

export function createRouteUnit<Name extends RouteName>(name: Name): RouteUnit<Name> {
  const opened = createEvent<RouteOpenedPayload<Name>>({ name: `${name}Opened` });
  const updated = createEvent<RouteOpenedPayload<Name>>({ name: `${name}Updated` });
  const closed = createEvent({ name: `${name}Closed` });
  const $isOpened = createStore(false, { name: `$${name}IsOpened` })
    .on([opened, updated], () => true)
    .on(closed, () => false);
  const $params = createStore<RouteParams<Name> | null>(null, { name: `$${name}Params` })
    .on([opened, updated], (_, { params }) => params)
    .reset(closed);
  const $query = createStore<Record<string, string>>({}, { name: `$${name}Query` })
    .on([opened, updated], (_, { query }) => query)
    .reset(closed);
  return { name, opened, updated, closed, $isOpened, $params, $query };
}
