export {
  PERMISSION_FLAG_BY_CODE,
  PERMISSION_CODES,
  NO_PERMISSIONS,
  isPermissionCode,
  permissionFlagsFromCodes,
  type PermissionCode,
  type PermissionFlag,
  type PermissionFlags,
} from './permissions';
export {
  PUBLIC_ROUTES,
  AUTHENTICATED_ROUTES,
  ROUTE_REQUIREMENTS,
  isPublicRoute,
  isRouteAuthorised,
  routeNeedsAgreementData,
  shellOfRoute,
  type PublicRouteName,
  type AuthenticatedRouteName,
  type RouteName,
  type RouteAccess,
  type RouteRequirement,
} from './routes';
export {
  LABELS,
  DEFAULT_LABEL,
  isKnownLabel,
  findLabel,
  resolveLabelFromHostName,
  chooseLabel,
  type CollectivityLabel,
  type CollectivityConfig,
  type LabelId,
  type LabelResolution,
} from './labels';
export {
  IDIN_FLOW,
  IDIN_MODES,
  IDIN_OUTCOMES,
  idinOutcomeOfMessage,
  idinDestination,
  idinCookieLifetimeSeconds,
  type IdinMode,
  type IdinFlow,
  type IdinOutcome,
  type IdinDestination,
} from './idin';
export { safeLinkUrl } from './safe-url';
export { sameOriginPath } from './same-origin-path';
