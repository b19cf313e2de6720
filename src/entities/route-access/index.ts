/**
 * Route access (spec 01 §2): the token's permissions plus the two facts a
 * few checks read (a basic insurance, a required insurance-right check),
 * computed once for the guard, the menu and the dashboard.
 */
export { routeAccessRequested, $routeAccess, $settledFacts } from './model/route-access';
export { factsSettledFor } from './model/facts-settled';
export { factsNeeded, areFactsSettled, ROUTES_CHECKED_BY_FACTS, type AccessFacts } from './lib/facts';
