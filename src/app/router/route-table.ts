import { createPathMatcher, ROUTE_PATHS } from '@/shared/routing';
import type { RouteName } from '@portal/domain';

export const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

const matchPath = createPathMatcher(ROUTE_NAMES.map((routeName) => ({ name: routeName, path: ROUTE_PATHS[routeName] })));

export interface RouteMatch {
  routeName: RouteName;
  rawParams: Record<string, string | undefined>;
}

/**
 * The last paths matched: the layout, the screen and the route lifecycle each ask for the same path, and
 * matching ranks all ~60 routes (issue 19: a few ms per call on a slow phone's first render).
 */
const recentMatches = new Map<string, RouteMatch | null>();
const REMEMBERED_PATHS = 20;

/** The route of a path with its raw parameters; null for an unknown path. Case-insensitive. */
export function routeMatchOfPath(pathname: string): RouteMatch | null {
  if (recentMatches.has(pathname)) return recentMatches.get(pathname) ?? null;
  const match = matchPath(pathname);
  const routeMatch = match ? { routeName: match.name, rawParams: match.params } : null;
  if (recentMatches.size >= REMEMBERED_PATHS) recentMatches.delete(recentMatches.keys().next().value as string);
  recentMatches.set(pathname, routeMatch);
  return routeMatch;
}

/** Which route of the spec a path belongs to; null for an unknown path. */
export function routeNameOfPath(pathname: string): RouteName | null {
  return routeMatchOfPath(pathname)?.routeName ?? null;
}

export function routePath(routeName: RouteName): string {
  return `/${ROUTE_PATHS[routeName]}`;
}
