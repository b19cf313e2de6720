import { NO_PERMISSIONS, type PermissionFlag } from './permissions';
import type { RouteAccess } from './routes';

/** Test fixture: a user holding just these flags, no basic insurance, no insurance-right check required. */
export const routeAccessWith = (flags: PermissionFlag[], extra: Partial<RouteAccess> = {}): RouteAccess => ({
  permissions: { ...NO_PERMISSIONS, ...Object.fromEntries(flags.map((flag) => [flag, true])) },
  hasBasicInsurance: false,
  isInsuranceRightCheckRequired: false,
  ...extra,
});
