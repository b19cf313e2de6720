import { ROUTE_PATHS } from '@/shared/routing';
import type { RouteName } from '@portal/domain';

/** Every route of the spec's two tables (`domain/access`): the data router's routes are made from this one list. */
export const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

const NAMES = new Set<string>(ROUTE_NAMES);

/** A matched route's id is its name; the not-found route's is not one. */
export function isRouteName(id: string): id is RouteName {
  return NAMES.has(id);
}
