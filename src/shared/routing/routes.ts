import { AUTHENTICATED_ROUTES, PUBLIC_ROUTES, type RouteName } from '@portal/domain';
import { createRouteUnit, type RouteUnit } from './route';

type RouteUnits = { [Name in RouteName]: RouteUnit<Name> };

const names = [...Object.keys(PUBLIC_ROUTES), ...Object.keys(AUTHENTICATED_ROUTES)] as RouteName[];

/** One unit per route of the spec's two tables; pages import theirs from here. */
export const routes = Object.fromEntries(names.map((name) => [name, createRouteUnit(name)])) as RouteUnits;
