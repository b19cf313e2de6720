import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { requestFx, type ApiRequest } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { $notices, negativeNoticeShown } from '@/shared/notices';
import { firstPaintDone } from '@/shared/lib/first-paint';
import { routes, shellEntered } from '@/shared/routing';
import { allSettled, createWatch, fork } from 'effector';
import type { RouteName } from '@portal/domain';
import { describe, expect, test } from 'vitest';
import { tokenFor } from '@test-support/account-scope';
import { navigationStarted } from './guard';
import './route-lifecycle';

const at = (pathname: string, search = '', key = `${pathname}${search}`) => ({ pathname, search, key, protocol: 'http:', host: 'localhost' });

function lifecycleScope(loggedIn: boolean) {
  const session = loggedIn ? { session: sessionFromAccessToken(tokenFor({}, ['login', 'r-msg', 'r-acc']))!, expiryCookieMs: null } : null;
  const requests: string[] = [];
  const scope = fork({
    handlers: [
      [readSessionFx, () => session],
      [requestFx, (_source: unknown, { request }: { request: ApiRequest }) => {
        requests.push(request.path);
        return null;
      }],
    ],
  });
  const seen: string[] = [];
  const watch = <T,>(name: string, unit: Parameters<typeof createWatch<T>>[0]['unit'], describe: (value: T) => string = () => '') =>
    createWatch({ unit, scope, fn: (value: T) => seen.push(`${name}${describe(value)}`) });
  watch('settings opened', routes.settings.opened, ({ query }) => JSON.stringify(query));
  watch('settings updated', routes.settings.updated, ({ query }) => JSON.stringify(query));
  watch('settings closed', routes.settings.closed);
  watch('message-box opened', routes['message-box'].opened);
  watch('message-box-cluster opened', routes['message-box-cluster'].opened, ({ params }) => JSON.stringify(params));
  watch('shell ', shellEntered, (shell) => shell);
  // the parameters as the data router matched them from the path
  const go = (routeName: RouteName, location: ReturnType<typeof at>, rawParams: Record<string, string> = {}) =>
    allSettled(navigationStarted, { scope, params: { routeName, location, rawParams } });
  return { scope, seen, go, requests };
}

// each test imports the models of real pages, and the first import of one transforms its whole slice: 3 s alone on
// this machine, past vitest's 5 s when the machine is busy
describe('the route lifecycle: an approved navigation opens its route, once its model is in', { timeout: 20_000 }, () => {
  test('opened with the query, updated when only the query changes, closed when another route opens', async () => {
    const { seen, go } = lifecycleScope(true);
    await go('settings', at('/instellingen'));
    await go('settings', at('/instellingen', '?tab=2'));
    await go('settings', at('/instellingen', '?tab=2', 'same-again'));
    await go('message-box', at('/berichtenbox'));
    expect(seen.filter((entry) => entry.startsWith('shell'))).toEqual(['shell authenticated']);
    expect(seen.filter((entry) => !entry.startsWith('shell'))).toEqual([
      'settings opened{}',
      'settings updated{"tab":"2"}',
      'settings closed',
      'message-box opened',
    ]);
  });

  test('the route carries its typed parameters', async () => {
    const { seen, go } = lifecycleScope(true);
    await go('message-box-cluster', at('/berichtenbox/Zorgkosten'), { cluster: 'Zorgkosten' });
    expect(seen).toContain('message-box-cluster opened{"cluster":"Zorgkosten"}');
  });

  test('a refused navigation opens nothing', async () => {
    const { seen, go } = lifecycleScope(false);
    await go('settings', at('/instellingen'));
    expect(seen).toEqual([]);
  });

  test('the public shell is entered once, however many public routes open', async () => {
    const { scope, seen, go } = lifecycleScope(false);
    await go('login', at('/inloggen'));
    await go('forgot-password', at('/wachtwoord/vergeten'));
    await allSettled(firstPaintDone, { scope });
    expect(seen.filter((entry) => entry.startsWith('shell'))).toEqual(['shell public']);
  });

  test('the public shell’s widgets load after the first paint, not beside the first screen', async () => {
    const { scope, seen, go } = lifecycleScope(false);
    await go('login', at('/inloggen'));
    expect(seen.filter((entry) => entry.startsWith('shell'))).toEqual([]);
    await allSettled(firstPaintDone, { scope });
    expect(seen.filter((entry) => entry.startsWith('shell'))).toEqual(['shell public']);
  });

  test('once painted, entering the public shell (after logging out) loads its widgets at once', async () => {
    const { scope, seen, go } = lifecycleScope(false);
    await allSettled(firstPaintDone, { scope });
    await go('login', at('/inloggen'));
    expect(seen.filter((entry) => entry.startsWith('shell'))).toEqual(['shell public']);
  });

  test('the page’s data starts from the route, with no screen rendered: the dashboard’s model loads and asks for its data', async () => {
    const { go, requests } = lifecycleScope(true);
    await go('home', at('/home'));
    expect(requests).toContain('Agreement/GetYearForOfferedAgreement');
    expect(requests).toContain('Document/GetUnreadDocumentCount');
  });

  test('the page’s texts come with its model: a notice its model shows before the screen is in has its words', async () => {
    const { go } = lifecycleScope(false);
    expect(i18n.exists('features.idinCallback.outcomes.registration.abort')).toBe(false);
    await go('idin-callback-register', at('/callback/iDin-register'));
    expect(i18n.t('features.idinCallback.outcomes.registration.abort')).toMatch(/^U heeft het aanmaken van een account met uw bank afgebroken/);
  });

  test('issue 12 point 2: no error notice survives a navigation, except one that says why the user was sent there', async () => {
    const { scope, go } = lifecycleScope(true);
    await go('settings', at('/instellingen'));
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'features.verify.wrongCode' } });
    await go('settings', at('/instellingen', '?tab=2'));
    expect(scope.getState($notices)).toEqual([]);
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'errors.routeNotPermitted', forNextPage: true } });
    await go('home', at('/home'));
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['errors.routeNotPermitted']);
    await go('message-box', at('/berichtenbox'));
    expect(scope.getState($notices)).toEqual([]);
  });
});
