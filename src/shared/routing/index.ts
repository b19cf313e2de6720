export { routes } from './routes';
export { createRouteUnit, routeOpened, routeUpdated, routeClosed, type RouteUnit, type RouteOpenedPayload, type RouteVisit } from './route';
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
