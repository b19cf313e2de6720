import { navigatorAttached } from '@/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { RootLayout } from '../layouts/root-layout';
import { GuardedScreen } from './guarded-screen';

/** Hands the router's navigate to Effector, so that models can navigate. */
function NavigatorBridge() {
  const navigate = useNavigate();
  const attached = useUnit(navigatorAttached);
  useEffect(() => {
    attached({ navigate: (to, options) => navigate(to, options) });
  }, [attached, navigate]);
  return null;
}

/**
 * Every route of the spec's two tables, each screen lazy-loaded, and a not-found page for the rest. The router
 * holds one route: the route table (`route-table.ts`) names the screen of a path, as it does for the guard and
 * the route lifecycle, so the ~60 routes are ranked once per path, not again by the router on every render.
 */
export function PortalRoutes() {
  return (
    <>
      <NavigatorBridge />
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="*" element={<GuardedScreen />} />
        </Route>
      </Routes>
    </>
  );
}
