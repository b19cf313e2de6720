import { mostRecentAgreementsQuery } from '@/entities/agreement';
import { menuContentQuery } from '@/entities/content';
import { insuranceRightQuery } from '@/entities/insurance-right';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { appConfigLoadFx, appConfigQuery } from '@/shared/config';
import { shellEntered } from '@/shared/routing';

import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $activeSubMenu, $isDrawerOpen, $menu, drawerToggled, menuItemChosen, subMenuClosed, subMenuToggled } from './main-menu';
import { tokenFor } from '@test-support/access-token';

const tokenWith = (permissions: string[]) => tokenFor({ customerNumber: '1' }, permissions);

const item = (routeName: string, nl: string, excludedLabels: string[] = []) => ({
  type: 'menu-item', name: routeName, displayName: { 'nl-NL': nl, 'en-US': `${nl} (en)` }, excludedLabels, routeName,
});

const MENU = {
  items: [
    item('home', 'Overzicht'),
    {
      type: 'menu-item-group', name: 'verzekering', displayName: { 'nl-NL': 'Mijn verzekering' }, excludedLabels: [],
      primary: [item('policy-overview', 'Polisoverzicht'), item('add-insured', 'Verzekerde bijschrijven')],
      secondary: [item('insurance-right', 'Verzekeringsrecht'), item('route-that-does-not-exist', 'Onbekend')],
    },
    { type: 'menu-item-group', name: 'rekeningen', displayName: { 'nl-NL': 'Rekeningen' }, excludedLabels: [], primary: [item('bills-and-payments', 'Rekeningen')], secondary: [] },
    { type: 'menu-item-group', name: 'leden', displayName: { 'nl-NL': 'Ledenvoordeel' }, excludedLabels: [], primary: [item('member-offers', 'Aanbiedingen', ['zorgzaam'])], secondary: [] },
  ],
};

const CONFIG = {
  apiBaseUrl: '/api/', contentBaseUrl: '/content/', releaseTag: '2.26.0', cacheGuid: 'abc', enforceHttps: false, environment: 'dev',
  frontEndUrl: 'http://localhost', trackingCodes: { tagManagerId: null, consentToolId: null },
  telemetry: { enabled: false, endpoint: null, sampleRate: 0 }, collectivityInformation: [],
};

async function shownMenu(permissions: string[], extra: { agreements?: unknown; insuranceRight?: unknown } = {}) {
  const content = vi.fn((_source: unknown) => MENU);
  const agreements = vi.fn(() => extra.agreements ?? []);
  const insuranceRight = vi.fn(() => extra.insuranceRight ?? { isCheckRequired: false });
  const scope = fork({
    handlers: [
      [readSessionFx, () => ({ session: sessionFromAccessToken(tokenWith(permissions))!, expiryCookieMs: null })],
      [appConfigLoadFx, () => CONFIG],
      [menuContentQuery.__.executeFx, (source: unknown) => content(source)],
      [mostRecentAgreementsQuery.__.executeFx, () => agreements()],
      [insuranceRightQuery.__.executeFx, () => insuranceRight()],
    ],
  });
  await allSettled(readSessionFx, { scope });
  await allSettled(appConfigQuery.start, { scope, params: '/statics/config.json' });
  await allSettled(shellEntered, { scope, params: 'authenticated' });
  const names = scope.getState($menu).map((entry) =>
    entry.type === 'menu-item' ? entry.name : `${entry.name}[${[...entry.primary, ...entry.secondary].map((each) => each.name).join(',')}]`,
  );
  return { scope, names, content, agreements, insuranceRight };
}

describe('the main menu in a forked scope', () => {
  test('the content comes from the content host with the cache guid, and unknown routes are left out', async () => {
    const { content, names } = await shownMenu(['login', 'r-ins', 'r-inv']);
    expect(content).toHaveBeenCalledWith({ contentBaseUrl: '/content/', cacheGuid: 'abc' });
    expect(names).toEqual(['home', 'verzekering[policy-overview]', 'rekeningen[bills-and-payments]']);
  });

  test('entries of unauthorised routes are hidden and empty groups dropped (a co-insured without invoices)', async () => {
    const { names, agreements, insuranceRight } = await shownMenu(['login', 'r-ins']);
    expect(names).toEqual(['home', 'verzekering[policy-overview]']);
    expect(agreements).not.toHaveBeenCalled();
    expect(insuranceRight).not.toHaveBeenCalled();
  });

  test('add insured needs a basic insurance, the insurance-right check a required check', async () => {
    const { names } = await shownMenu(['login', 'r-ins', 'c-ins-per', 'c-insurance-right', 'r-insurance-right'], {
      agreements: [{ agreementId: '1', agreementIdNumber: '10000001', contractCode: 'ZZA01', hasBasicInsurance: true }],
      insuranceRight: { isCheckRequired: true },
    });
    expect(names).toEqual(['home', 'verzekering[policy-overview,add-insured,insurance-right]']);
    const without = await shownMenu(['login', 'r-ins', 'c-ins-per', 'c-insurance-right', 'r-insurance-right']);
    expect(without.names).toEqual(['home', 'verzekering[policy-overview]']);
  });

  test('the active sub-menu is cleared and set again 100 ms later', async () => {
    const { scope } = await shownMenu(['login', 'r-ins', 'r-inv']);
    vi.useFakeTimers();
    try {
      void allSettled(subMenuToggled, { scope, params: 'verzekering' });
      await vi.advanceTimersByTimeAsync(99);
      expect(scope.getState($activeSubMenu)).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(scope.getState($activeSubMenu)).toBe('verzekering');

      // another group: cleared at once, set 100 ms later
      void allSettled(subMenuToggled, { scope, params: 'rekeningen' });
      expect(scope.getState($activeSubMenu)).toBeNull();
      await vi.advanceTimersByTimeAsync(100);
      expect(scope.getState($activeSubMenu)).toBe('rekeningen');

      // the same group again closes it
      void allSettled(subMenuToggled, { scope, params: 'rekeningen' });
      await vi.advanceTimersByTimeAsync(100);
      expect(scope.getState($activeSubMenu)).toBeNull();

      // closed before the 100 ms are over: it stays closed
      void allSettled(subMenuToggled, { scope, params: 'verzekering' });
      await vi.advanceTimersByTimeAsync(50);
      void allSettled(subMenuClosed, { scope });
      await vi.advanceTimersByTimeAsync(100);
      expect(scope.getState($activeSubMenu)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test('the phone-width drawer opens and closes with its button, and closes when an entry is chosen', async () => {
    const { scope } = await shownMenu(['login']);
    await allSettled(drawerToggled, { scope });
    expect(scope.getState($isDrawerOpen)).toBe(true);
    await allSettled(menuItemChosen, { scope });
    expect(scope.getState($isDrawerOpen)).toBe(false);
  });
});

