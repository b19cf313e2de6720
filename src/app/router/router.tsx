import { navigatorAttached } from '@/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { RootLayout } from '../layouts/root-layout';
import { GuardedScreen } from './guarded-screen';
import { LazyNotFoundPage } from './lazy-screens';
import { ROUTE_NAMES, routePath } from './route-table';

/** Hands the router's navigate to Effector, so that models can navigate. */
function NavigatorBridge() {
  const navigate = useNavigate();
  const attached = useUnit(navigatorAttached);
  useEffect(() => {
    attached({ navigate: (to, options) => navigate(to, options) });
  }, [attached, navigate]);
  return null;
}

/** Every route of the spec's two tables, each screen lazy-loaded, and a not-found page for the rest. */
export function PortalRoutes() {
  return (
    <>
      <NavigatorBridge />
      <Routes>
        <Route element={<RootLayout />}>
          {ROUTE_NAMES.map((routeName) => (
            <Route key={routeName} path={routePath(routeName)} element={<GuardedScreen routeName={routeName} />} />
          ))}
          <Route path="*" element={<LazyNotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
