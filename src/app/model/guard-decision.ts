import { isPublicRoute, isRouteAuthorised, type RouteAccess, type RouteName } from '@portal/domain';
import { routeUrl } from '@/shared/routing';

export interface GuardInput {
  /** null: the path matches no route of the spec */
  routeName: RouteName | null;
  /** full target path with its query, e.g. `/berichtenbox?jaar=2026` */
  target: string;
  isAuthenticated: boolean;
  access: RouteAccess;
  label: string;
  enforceHttps: boolean;
  protocol: string;
  href: string;
}

export type GuardDecision =
  | { kind: 'proceed' }
  | { kind: 'login'; to: string }
  | { kind: 'forbidden'; to: string }
  | { kind: 'upgrade-https'; url: string };

/**
 * The navigation guard of spec 01 §2, steps 2 to 5 (step 1, fetching the
 * user, happens before): pure, so every branch is tested from a table.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { routeName } = input;
  if (routeName !== null && !isPublicRoute(routeName)) {
    if (!input.isAuthenticated) {
      // logout runs whatever the cookies say: an expired session still has caches, storage and a page to reload
      if (routeName === 'logout') return { kind: 'proceed' };
      return { kind: 'login', to: routeUrl('login', {}, { redirect: input.target, label: input.label }) };
    }
    if (!isRouteAuthorised(routeName, input.access)) return { kind: 'forbidden', to: routeUrl('home') };
  }
  if (input.enforceHttps && input.protocol === 'http:') {
    return { kind: 'upgrade-https', url: input.href.replace(/^http:/, 'https:') };
  }
  return { kind: 'proceed' };
}
