import type { ShellKind } from '@/shared/routing';
import { shellOfRoute, type RouteName } from '@portal/domain';

/**
 * The shell around a screen. Logging out without a session (an expired
 * cookie) happens in the logged-out shell: there is no one to show a menu for.
 */
export function shellOfNavigation(routeName: RouteName | null, isAuthenticated: boolean): ShellKind {
  if (routeName === 'logout' && !isAuthenticated) return 'public';
  return shellOfRoute(routeName, isAuthenticated);
}
