import { isPublicRoute, ROUTE_REQUIREMENTS, type PermissionFlags, type RouteName } from '@portal/domain';

/** The two facts beyond the token that a route check may read (spec 01 §2). */
export interface AccessFacts {
  /** the most recent agreements: a basic insurance (verzekerde-bijschrijven) */
  agreements: boolean;
  /** the insurance right: the yearly check is required (verzekeringsrecht) */
  insuranceRight: boolean;
}

export const NO_FACTS: AccessFacts = { agreements: false, insuranceRight: false };

/**
 * Which facts the checks of these routes need for this token. A fact is
 * only read when the route's own permission already passes (otherwise the
 * answer cannot change the outcome), and the insurance right only with
 * the code that allows reading it (spec 02 §6 "Enforced on reading").
 */
export function factsNeeded(routeNames: readonly RouteName[], permissions: PermissionFlags): AccessFacts {
  const needed = { ...NO_FACTS };
  for (const routeName of routeNames) {
    if (isPublicRoute(routeName)) continue;
    const requirement = ROUTE_REQUIREMENTS[routeName];
    if (requirement.permission && !permissions[requirement.permission]) continue;
    if (requirement.needsBasicInsurance) needed.agreements = true;
    if (requirement.needsInsuranceRightCheck && permissions.mayReadInsuranceRight) needed.insuranceRight = true;
  }
  return needed;
}

/** Every needed fact is in (loaded, or failed: a failed fact counts as absent). */
export function areFactsSettled(needed: AccessFacts, settled: AccessFacts): boolean {
  return (!needed.agreements || settled.agreements) && (!needed.insuranceRight || settled.insuranceRight);
}

/** The routes whose checks read facts beyond the token: what the menu needs to know. */
export const ROUTES_CHECKED_BY_FACTS = (Object.keys(ROUTE_REQUIREMENTS) as RouteName[]).filter((routeName) => {
  const requirement = ROUTE_REQUIREMENTS[routeName as keyof typeof ROUTE_REQUIREMENTS];
  return Boolean(requirement.needsBasicInsurance || requirement.needsInsuranceRightCheck);
});
