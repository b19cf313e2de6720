import { AUTHENTICATED_ROUTES, PUBLIC_ROUTES, type RouteName } from '@portal/domain';
import { createRouteUnit, type RouteUnit } from './route';

type RouteUnits = { [Name in RouteName]: RouteUnit<Name> };

const names = [...Object.keys(PUBLIC_ROUTES), ...Object.keys(AUTHENTICATED_ROUTES)] as RouteName[];
const made = new Map<RouteName, RouteUnit<RouteName>>();

/**
 * One unit per route of the spec's two tables; pages import theirs from here. Each is made when first read
 * (issue 19: the first screen does not build the units of every route before it paints).
 */
export const routes = Object.defineProperties(
  {},
  Object.fromEntries(
    names.map((name) => [
      name,
      {
        enumerable: true,
        get: () => {
          const unit = made.get(name) ?? (createRouteUnit(name));
          made.set(name, unit);
          return unit;
        },
      },
    ]),
  ),
) as RouteUnits;
