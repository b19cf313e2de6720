import { $isAuthenticated } from '@/entities/session';
import { isPublicRoute, type RouteName } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { $approvedLocationKey, navigationStarted } from '../model/guard';
import { SCREENS } from '../router/screens';
import { AuthenticatedShell } from './authenticated-shell';
import { PublicShell } from './public-shell';

function routeNameOf(id: string | undefined): RouteName | null {
  return id && Object.hasOwn(SCREENS, id) ? (id as RouteName) : null;
}

/**
 * The router's single outlet inside the right shell. Every navigation goes
 * through the guard first; the screen renders once the guard approved it.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const routeName = routeNameOf(matches.at(-1)?.id);
  const [started, approvedKey, isAuthenticated] = useUnit([navigationStarted, $approvedLocationKey, $isAuthenticated]);

  useEffect(() => {
    started({
      routeName,
      location: {
        pathname: location.pathname,
        search: location.search,
        key: location.key,
        protocol: window.location.protocol,
        host: window.location.host,
      },
    });
  }, [location.key, location.pathname, location.search, routeName, started]);

  const isApproved = approvedKey === location.key;
  const content = isApproved ? <Outlet /> : <p className="shell-loading" role="status">{t('app.loading')}</p>;
  const isPublicShell = routeName === null ? !isAuthenticated : isPublicRoute(routeName);
  return isPublicShell ? <PublicShell>{content}</PublicShell> : <AuthenticatedShell>{content}</AuthenticatedShell>;
}
