export { routes } from './routes';
export { createRouteUnit, routeOpened, routeUpdated, routeClosed, $openRouteName, type RouteUnit, type RouteOpenedPayload, type RouteVisit } from './route';
export { parseRouteParams, type RouteParams, type RouteParamsMap } from './params';
export { routeUrl, ROUTE_PATHS, type RouteQuery } from './paths';
export {
  navigatorAttached,
  navigationRequested,
  navigateFx,
  hardNavigateFx,
  $navigator,
  type Navigator,
  type NavigationRequest,
  type CurrentLocation,
} from './navigation';
export { shellEntered, type ShellKind } from './shell';
export { Link, NavLink } from './link';
export { navigateInBrowser, type BrowserLocation } from './browser-history';
export { LocationProvider, useLocation } from './location';
export { createPathMatcher } from './match-path';
