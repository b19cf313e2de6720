import { isPublicRoute } from '@portal/domain';
import { routeUrl, type RouteVisit } from '@/shared/routing';

/**
 * Where a user whose session ended comes back to after logging in again (spec 01 §2 step 2: the login page keeps "the
 * full target path"): the page the session ended on, or the target the login page holds already (the guard sent a
 * user without cookies there). None from another public page or from logging out, nor between routes.
 */
export function returnTargetAfterSessionEnd(openRoute: RouteVisit | null): string | null {
  if (openRoute === null) return null;
  const { name, payload } = openRoute;
  if (name === 'login') return payload.query['redirect'] ?? null;
  if (name === 'logout' || isPublicRoute(name)) return null;
  return routeUrl(name, payload.params, payload.query);
}
