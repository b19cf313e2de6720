import { AUTHENTICATED_ROUTES, PUBLIC_ROUTES, type RouteName } from '@portal/domain';
import type { RouteParams } from './params';

export const ROUTE_PATHS: Record<RouteName, string> = { ...PUBLIC_ROUTES, ...AUTHENTICATED_ROUTES };

export type RouteQuery = Record<string, string | null | undefined>;

/** `routeUrl('payment-details-edit', { agreementId: '123' })` → `/betaalgegevens-wijzigen/123`. */
export function routeUrl<Name extends RouteName>(
  name: Name,
  params?: RouteParams<Name>,
  query?: RouteQuery,
): string {
  const values = (params ?? {}) as Record<string, string | number | boolean>;
  const path = ROUTE_PATHS[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(values[key])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value != null) search.set(key, value);
  }
  const queryString = search.toString();
  return `/${path}${queryString ? `?${queryString}` : ''}`;
}
