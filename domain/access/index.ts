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
  type CollectivityLabel,
  type CollectivityConfig,
  type LabelId,
  type LabelResolution,
} from './labels';
