import { LocationProvider, navigateInBrowser, navigatorAttached } from '@/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { RootLayout } from '../layouts/root-layout';
import { GuardedScreen } from './guarded-screen';

/** Hands the browser's history to Effector, so that models can navigate. */
function NavigatorBridge() {
  const attached = useUnit(navigatorAttached);
  useEffect(() => {
    attached({ navigate: (to, options) => navigateInBrowser(to, options) });
  }, [attached]);
  return null;
}

/**
 * Every route of the spec's two tables, each screen lazy-loaded, and a not-found page for the rest. The route
 * table (`route-table.ts`) names the screen of a path, for the guard, the route lifecycle and the screen alike;
 * the address itself is the browser's history (`shared/routing`), read with `useLocation`.
 */
export function PortalRoutes() {
  return (
    <LocationProvider>
      <NavigatorBridge />
      <RootLayout>
        <GuardedScreen />
      </RootLayout>
    </LocationProvider>
  );
}
