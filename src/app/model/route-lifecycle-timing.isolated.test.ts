import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { requestFx } from '@/shared/api';
import { routes } from '@/shared/routing';
import { allSettled, createWatch, fork } from 'effector';
import type { RouteName } from '@portal/domain';
import { expect, test, vi } from 'vitest';
import { tokenFor } from '@test-support/account-scope';
import { navigationStarted } from './guard';
import './route-lifecycle';

/*
 * In Chromium even an `import()` of a module that is already in resolves in a task of its own. A page model
 * loader that waits a task plays that here: the first open of a route waits for it, a later one must not, or the
 * screen renders (and takes typing) before `opened` resets its form (the registration e2e lost a typed code so).
 */
const loaded = new Set<RouteName>();
vi.mock('../router/route-model', () => ({
  loadRouteModel: (routeName: RouteName) => 
    new Promise<void>((resolve) =>
      setTimeout(() => {
        loaded.add(routeName);
        resolve();
      }, 0),
    ),
  isRouteModelLoaded: (routeName: RouteName) => loaded.has(routeName),
}));

const at = (pathname: string, key: string) => ({ pathname, search: '', key, protocol: 'http:', host: 'localhost' });
const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a route whose model is in opens before any task runs: no gap for the screen to render before `opened`', async () => {
  const session = { session: sessionFromAccessToken(tokenFor({}, ['login', 'r-msg', 'r-acc']))!, expiryCookieMs: null };
  const scope = fork({ handlers: [[readSessionFx, () => session], [requestFx, () => null]] });
  const order: string[] = [];
  createWatch({ unit: routes.settings.opened, scope, fn: () => order.push('settings opened') });
  const go = (routeName: RouteName, location: ReturnType<typeof at>) => {
    // a task queued before the navigation starts: whatever waits for a task comes after it
    setTimeout(() => order.push('a task'), 0);
    return allSettled(navigationStarted, { scope, params: { routeName, location, rawParams: {} } });
  };

  await go('settings', at('/instellingen', 'first'));
  await aTask();
  // the first time the model is fetched: the route opens once it is in
  expect(order).toEqual(['a task', 'settings opened']);

  await go('message-box', at('/berichtenbox', 'away'));
  await aTask();
  order.length = 0;
  await go('settings', at('/instellingen', 'back'));
  await aTask();
  expect(order).toEqual(['settings opened', 'a task']);
});
