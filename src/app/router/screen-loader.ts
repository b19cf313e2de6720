import type { RouteName } from '@portal/domain';
import { withChunkTimeout } from './chunk-timeout';
import { ENTRY_SCREENS, type Screen } from './entry-screens';

function loadScreen(routeName: RouteName): Promise<Screen> {
  if (routeName in ENTRY_SCREENS) return ENTRY_SCREENS[routeName as keyof typeof ENTRY_SCREENS]();
  return import('./screens').then((table) => table.SCREENS[routeName]());
}

const loadedScreens = new Map<RouteName, Screen>();
const loadingScreens = new Map<RouteName, Promise<Screen>>();

/**
 * Starts loading a route's screen (once), so that it loads while the guard checks the navigation. A failed
 * chunk is asked for again next time (its failure shows where the screen renders).
 */
export function preloadScreen(routeName: RouteName): Promise<Screen> {
  const loading = loadingScreens.get(routeName);
  if (loading) return loading;
  const screen = withChunkTimeout(loadScreen(routeName)).then((loaded) => {
    loadedScreens.set(routeName, loaded);
    return loaded;
  });
  loadingScreens.set(routeName, screen);
  screen.catch(() => loadingScreens.delete(routeName));
  return screen;
}

/**
 * The screen for React.lazy. One that is in already is handed over in a thenable that answers at once: React
 * renders it without suspending, so no fallback and no Suspense reveal delay (300 ms in React 19) come between
 * the shell and the first screen (issue 19).
 */
export function screenModule(routeName: RouteName): Promise<{ default: Screen }> {
  const loaded = loadedScreens.get(routeName);
  if (loaded) {
    const answeredAtOnce = { then: (onLoaded: (module: { default: Screen }) => void) => onLoaded({ default: loaded }) };
    return answeredAtOnce as unknown as Promise<{ default: Screen }>;
  }
  return preloadScreen(routeName).then((screen) => ({ default: screen }));
}
