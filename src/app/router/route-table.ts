import { ROUTE_PATHS } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { matchRoutes } from 'react-router-dom';

export const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

const ROUTE_OBJECTS = ROUTE_NAMES.map((routeName) => ({ id: routeName, path: `/${ROUTE_PATHS[routeName]}` }));

/** Which route of the spec a path belongs to; null for an unknown path. Case-insensitive, as the router. */
export function routeNameOfPath(pathname: string): RouteName | null {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  return match?.route.id ?? null;
}

/** The route of a path with its raw parameters; null for an unknown path. */
export function routeMatchOfPath(pathname: string): { routeName: RouteName; rawParams: Record<string, string | undefined> } | null {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  return match ? { routeName: match.route.id, rawParams: match.params } : null;
}

export function routePath(routeName: RouteName): string {
  return `/${ROUTE_PATHS[routeName]}`;
}
