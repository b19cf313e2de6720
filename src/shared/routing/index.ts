export { routes } from './routes';
export { createRouteUnit, routeOpened, routeUpdated, routeClosed, $openRoute, $openRouteName, type RouteUnit, type RouteOpenedPayload, type RouteVisit } from './route';
export { pageSubjectChanged, $pageSubject, type PageSubject } from './page-subject';
export { parseRouteParams, type RouteParams, type RouteParamsMap } from './params';
export { routeUrl, ROUTE_PATHS, type RouteQuery } from './paths';
export {
  navigatorAttached,
  navigationRequested,
  navigateFx,
  isModelNavigationState,
  isRedirectState,
  navigationBegan,
  hardNavigateFx,
  $navigator,
  type Navigator,
  type NavigationRequest,
  type ModelNavigationState,
  type CurrentLocation,
} from './navigation';
export { shellEntered, type ShellKind } from './shell';
// react-router's own links: a real `<a href>`, navigated by the data router; NavLink marks the current page
// (`aria-current="page"`, class `active`), comparing paths case-insensitively
export { Link, NavLink } from 'react-router-dom';
