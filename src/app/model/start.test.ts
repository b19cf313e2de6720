// @vitest-environment jsdom
import { appConfigLoadFx, releaseCheckFx } from '@/shared/config';
import { $notices } from '@/shared/notices';
import { firstPaintDone } from '@/shared/lib/first-paint';
import { allSettled, scopeBind } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiScope } from '@test-support/api-scope';
import { $collectivity } from '@/entities/collectivity';
import { i18n, LANGUAGE_STORAGE_KEY } from '@/shared/i18n';
import { footerReached } from './footer';
import { $isAppReady, appStarted, UPDATE_CHECK_INTERVAL_MS } from './start';

const CONFIG = {
  apiBaseUrl: '/api/', contentBaseUrl: '/content/', releaseTag: '2.26.0', cacheGuid: 'abc', enforceHttps: false, environment: 'dev',
  frontEndUrl: 'http://localhost', trackingCodes: { tagManagerId: null, consentToolId: null },
  telemetry: { enabled: false, endpoint: null, sampleRate: 0 }, collectivityInformation: [],
};

/** The portal opened on release 2.26.0; the server has `served` when asked again. */
function openPortal(served: () => string) {
  const checks = vi.fn();
  const { scope, requests } = apiScope(
    () => null,
    [
      [appConfigLoadFx, () => CONFIG],
      [releaseCheckFx, () => {
        checks();
        return { ...CONFIG, releaseTag: served() };
      }],
    ],
  );
  const updateNotices = () => scope.getState($notices).filter((notice) => notice.messageKey === 'notices.update');
  return { scope, checks, updateNotices, requests };
}

afterEach(() => {
  vi.useRealTimers();
});

// issue 20.2, spec 01 §9: "re-checked on focus and every 5 minutes; a new release tag shows a warning notice with Ok"
describe('a new release while the portal is open', () => {
  test('focus asks the server again, and a new release tag shows the update notice', async () => {
    let served = '2.26.0';
    const { scope, checks, updateNotices } = openPortal(() => served);
    void allSettled(appStarted, { scope });
    await vi.waitFor(() => expect(document.documentElement.dataset.label).toBeDefined());
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(checks).toHaveBeenCalledTimes(1));
    expect(updateNotices()).toEqual([]);

    served = '2.27.0';
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(updateNotices()).toHaveLength(1));
    expect(checks).toHaveBeenCalledTimes(2);
  });

  test('every 5 minutes it asks again, without focus', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { scope, checks, updateNotices } = openPortal(() => '2.27.0');
    void allSettled(appStarted, { scope });
    await vi.advanceTimersByTimeAsync(100);
    expect(checks).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(updateNotices()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(checks, 'and every 5 minutes after that').toHaveBeenCalledTimes(2);
  });
});

// issue 20, spec 01 §2 step 4: a label chosen with `?label=` (the host name gave none) survives a reload
describe('the label at start', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  test.for([
    { case: 'nothing remembered: the default label', remembered: null, label: 'zorgzaam' },
    { case: 'a label chosen earlier in this browser stays after a reload', remembered: 'studentenzorg', label: 'studentenzorg' },
  ])('$case', async ({ remembered, label }) => {
    if (remembered) window.localStorage.setItem('mo_label', remembered);
    const { $label } = await import('@/shared/label');
    const { scope } = openPortal(() => '2.26.0');
    void allSettled(appStarted, { scope });
    await vi.waitFor(() => expect(document.documentElement.dataset.label).toBe(label));
    expect(scope.getState($label)).toBe(label);
  });

  // spec 01 §2: the manifest is read from api/pwa/manifest with the label; issue 19: once, by the browser
  test('the manifest link names the label and the theme colour is the label\'s, without fetching the manifest', async () => {
    window.localStorage.setItem('mo_label', 'studentenzorg');
    const { scope, requests } = openPortal(() => '2.26.0');
    void allSettled(appStarted, { scope });
    await vi.waitFor(() => expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#6b2fa3'));
    // issue 30: linked once the first screen is painted, so that its requests (the manifest, its icons) come after it
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    // (scopeBind, not allSettled: the release check's interval keeps the scope busy)
    scopeBind(firstPaintDone, { scope })();
    await vi.waitFor(() => expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/api/pwa/manifest?label=studentenzorg'));
    expect(requests.map((request) => request.path)).not.toContain('pwa/manifest');
  });
});

// issue 19: the footer is below the fold on every screen; its contact centre is asked for when it comes into view
describe("the footer's contact centre", () => {
  const CONTACT_INFO = { phoneNumber: '088 123 45 67', isDefaultHours: true, openingHoursOfWeek: [], nextAvailableDate: null };

  test('not at start; once when the footer comes into view; not again when it is known', async () => {
    const { scope, requests } = apiScope((request) => (request.path === 'Collectivity' ? CONTACT_INFO : null), [[appConfigLoadFx, () => CONFIG]]);
    const collectivityCalls = () => requests.filter((request) => request.path === 'Collectivity').length;
    void allSettled(appStarted, { scope });
    await vi.waitFor(() => expect(scope.getState($isAppReady)).toBe(true));
    expect(collectivityCalls()).toBe(0);
    // the release check's timer keeps the started scope busy: wait for the answer, not for the scope to settle
    void allSettled(footerReached, { scope });
    await vi.waitFor(() => expect(scope.getState($collectivity)?.phoneNumber).toBe('088 123 45 67'));
    expect(collectivityCalls()).toBe(1);
    void allSettled(footerReached, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(collectivityCalls(), 'known: the footer shows it').toBe(1);
  });
});

// issue 12 point 12, spec 01 §1: the language chosen on an earlier visit; its texts are a chunk of their own (issue 19)
describe('the language at start', () => {
  afterEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('nl-NL');
  });

  test('English chosen before: the shell waits for its texts, and the choice stays stored', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    const { scope } = openPortal(() => '2.26.0');
    void allSettled(appStarted, { scope });
    await vi.waitFor(() => expect(scope.getState($isAppReady)).toBe(true));
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('routes.home')).toBe('Overview');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
  });
});
