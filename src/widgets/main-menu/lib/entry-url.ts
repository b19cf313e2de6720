import { routeUrl } from '@/shared/routing';
import { AUTHENTICATED_ROUTES, type AuthenticatedRouteName, type RouteQuery } from '@portal/domain';

/** A content entry's link: its route with its query; null for a route that needs parameters the content cannot give. */
export function entryUrl(routeName: AuthenticatedRouteName, query?: RouteQuery): string | null {
  if (AUTHENTICATED_ROUTES[routeName].includes(':')) return null;
  return routeUrl(routeName, undefined, query);
}
