import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { mostRecentAgreementsFx, mostRecentAgreementsQuery } from '@/entities/agreement';
import { insuranceRightFx, insuranceRightQuery } from '@/entities/insurance-right';
import { $notices } from '@/shared/notices';
import { navigateFx, navigationBegan } from '@/shared/routing';
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $approvedNavigation, navigationStarted } from './guard';
import { tokenFor } from '@test-support/access-token';

const tokenWith = (permissions: string[]) => tokenFor({ customerNumber: '1' }, permissions);

const location = (pathname: string, search = '') => ({ pathname, search, key: pathname, protocol: 'http:', host: 'localhost' });

function scopeWith(permissions: string[] | null, extra: { agreements?: unknown; insuranceRight?: unknown } = {}) {
  const navigate = vi.fn();
  const agreementCalls = vi.fn();
  const insuranceRightCalls = vi.fn();
  const stored = permissions ? { session: sessionFromAccessToken(tokenWith(permissions))!, expiryCookieMs: null } : null;
  const scope = fork({
    handlers: [
      [readSessionFx, () => stored],
      [navigateFx, (_: unknown, request: unknown) => {
        navigate(request);
      }],
      [mostRecentAgreementsFx, () => {
        agreementCalls();
        return extra.agreements ?? [];
      }],
      [insuranceRightFx, () => {
        insuranceRightCalls();
        return extra.insuranceRight ?? { isCheckRequired: false };
      }],
    ],
  });
  return { scope, navigate, agreementCalls, insuranceRightCalls };
}

describe('the navigation guard in a forked scope', () => {
  test('1 and 2: the user is fetched; logged out, an authenticated route goes to login with the target', async () => {
    const { scope, navigate } = scopeWith(null);
    await allSettled(navigationStarted, { scope, params: { routeName: 'message-box', location: location('/berichtenbox', '?jaar=2025') } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/inloggen?redirect=%2Fberichtenbox%3Fjaar%3D2025&label=zorgzaam', replace: true, redirect: true });
    expect(scope.getState($approvedNavigation)).toBeNull();
  });

  test('3: logged in without the permission goes home with the notice', async () => {
    const { scope, navigate } = scopeWith(['login', 'r-msg']);
    await allSettled(navigationStarted, { scope, params: { routeName: 'bills-and-payments', location: location('/rekeningen-en-betalingen') } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true, redirect: true });
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['errors.routeNotPermitted']);
  });

  test('a permitted route is approved, and its shell follows it', async () => {
    const { scope, navigate } = scopeWith(['login', 'r-msg']);
    await allSettled(navigationStarted, { scope, params: { routeName: 'message-box', location: location('/berichtenbox') } });
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($approvedNavigation)).toEqual({ key: '/berichtenbox', pathname: '/berichtenbox', routeName: 'message-box' });
  });

  test('add insured needs a basic insurance, read from the most recent agreements', async () => {
    const withBasic = scopeWith(['login', 'c-ins-per'], { agreements: [{ agreementId: '1', agreementIdNumber: '10000001', contractCode: 'ZZ', hasBasicInsurance: true }] });
    await allSettled(navigationStarted, { scope: withBasic.scope, params: { routeName: 'add-insured', location: location('/verzekerde-bijschrijven') } });
    expect(withBasic.navigate).not.toHaveBeenCalled();

    const withoutBasic = scopeWith(['login', 'c-ins-per'], { agreements: [{ agreementId: '1', agreementIdNumber: '10000001', contractCode: 'ZZ', hasBasicInsurance: false }] });
    await allSettled(navigationStarted, { scope: withoutBasic.scope, params: { routeName: 'add-insured', location: location('/verzekerde-bijschrijven') } });
    expect(withoutBasic.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true, redirect: true });
  });

  test.for([
    { case: 'no label from the host name: the parameter sets it and it is remembered for a reload', hostLabel: null, label: 'studentenzorg', remembered: ['studentenzorg'] },
    { case: 'a label from the host name: the parameter changes nothing', hostLabel: 'zorgcollectief' as const, label: 'zorgcollectief', remembered: [] },
  ])('issue 20, step 4 "the label is set for the user if missing": $case', async ({ hostLabel, label, remembered }) => {
    const { $hostLabel, $label, rememberLabelFx } = await import('@/shared/label');
    const rememberedLabels: string[] = [];
    const scope = fork({
      values: [[$hostLabel, hostLabel], [$label, hostLabel ?? 'zorgzaam']],
      handlers: [
        [readSessionFx, () => null],
        [rememberLabelFx, (chosen: string) => {
          rememberedLabels.push(chosen);
        }],
      ],
    });
    await allSettled(navigationStarted, { scope, params: { routeName: 'login', location: location('/inloggen', '?label=studentenzorg') } });
    expect(scope.getState($approvedNavigation)?.routeName).toBe('login');
    expect(scope.getState($label)).toBe(label);
    expect(rememberedLabels).toEqual(remembered);
  });

  test('4: a public route proceeds, and its label parameter sets the label', async () => {
    const { scope } = scopeWith(null);
    await allSettled(navigationStarted, { scope, params: { routeName: 'login', location: location('/inloggen', '?label=studentenzorg') } });
    expect(scope.getState($approvedNavigation)?.routeName).toBe('login');
    const { $label } = await import('@/shared/label');
    expect(scope.getState($label)).toBe('studentenzorg');
  });

  test('the guard reads the agreements through the cached query: a second check, or the menu and dashboard, ask no more', async () => {
    const basic = [{ agreementId: '1', agreementIdNumber: '10000001', contractCode: 'ZZ', hasBasicInsurance: true }];
    const { scope, navigate, agreementCalls } = scopeWith(['login', 'c-ins-per'], { agreements: basic });
    await allSettled(navigationStarted, { scope, params: { routeName: 'add-insured', location: location('/verzekerde-bijschrijven') } });
    expect(scope.getState(mostRecentAgreementsQuery.$data)).not.toBeNull();
    await allSettled(navigationStarted, { scope, params: { routeName: 'add-insured', location: { ...location('/verzekerde-bijschrijven'), key: 'again' } } });
    expect(agreementCalls).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($approvedNavigation)).toEqual({ key: 'again', pathname: '/verzekerde-bijschrijven', routeName: 'add-insured' });
  });

  test('insurance right without the read code is never asked for, and the route is not allowed', async () => {
    const { scope, navigate, insuranceRightCalls } = scopeWith(['login', 'c-insurance-right'], { insuranceRight: { isCheckRequired: true } });
    await allSettled(navigationStarted, { scope, params: { routeName: 'insurance-right', location: location('/verzekeringsrecht') } });
    // spec 01 §6 "insurance right needs read insurance right": no GET InsuranceRight (a 403 would end the session)
    expect(insuranceRightCalls).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true, redirect: true });
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['errors.routeNotPermitted']);

    const withRead = scopeWith(['login', 'c-insurance-right', 'r-insurance-right'], { insuranceRight: { isCheckRequired: true } });
    await allSettled(navigationStarted, { scope: withRead.scope, params: { routeName: 'insurance-right', location: location('/verzekeringsrecht') } });
    expect(withRead.insuranceRightCalls).toHaveBeenCalledOnce();
    expect(withRead.navigate).not.toHaveBeenCalled();
  });

  test('issue 20: editing personal details without r-per-det is not available (its screen reads the customer details)', async () => {
    const { scope, navigate } = scopeWith(['login', 'u-per-det']);
    await allSettled(navigationStarted, { scope, params: { routeName: 'personal-info-edit', location: location('/persoonlijke-gegevens-wijzigen') } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true, redirect: true });
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['errors.routeNotPermitted']);
    expect(scope.getState($approvedNavigation)).toBeNull();

    const withRead = scopeWith(['login', 'u-per-det', 'r-per-det']);
    await allSettled(navigationStarted, { scope: withRead.scope, params: { routeName: 'personal-info-edit', location: location('/persoonlijke-gegevens-wijzigen') } });
    expect(withRead.navigate).not.toHaveBeenCalled();
    expect(scope.getState($approvedNavigation)).toBeNull();
    expect(withRead.scope.getState($approvedNavigation)?.routeName).toBe('personal-info-edit');
  });
});

describe('one navigation: what the guard asked is the next screen\'s when the guard redirects there', () => {
  const $begun = createStore(0).on(navigationBegan, (count) => count + 1);
  const at = (key: string, isRedirect = false) => ({ routeName: 'message-box' as const, isRedirect, location: { ...location('/berichtenbox'), key } });

  const CASES = [
    { case: 'the page load\'s first navigation', keys: [at('a')], begun: 0 },
    { case: 'the same history entry told twice (a re-render)', keys: [at('a'), at('a')], begun: 0 },
    { case: 'a link to another entry', keys: [at('a'), at('b')], begun: 1 },
    { case: 'a redirect (the guard turned the route away, a page sent on)', keys: [at('a'), at('b', true)], begun: 0 },
    { case: 'a link, its redirect, then Back', keys: [at('a'), at('b'), at('c', true), at('a')], begun: 2 },
  ];
  test.each(CASES)('$case: navigationBegan $begun times', async ({ keys, begun }) => {
    const { scope } = scopeWith(['login', 'r-msg']);
    for (const target of keys) await allSettled(navigationStarted, { scope, params: target });
    expect(scope.getState($begun)).toBe(begun);
  });

  test('a route turned away for the insurance right: home\'s start takes the guard\'s answer; a later visit asks anew', async () => {
    const { scope, navigate, insuranceRightCalls } = scopeWith(['login', 'r-insurance-right', 'c-insurance-right'], { insuranceRight: { isCheckRequired: false } });
    await allSettled(navigationStarted, { scope, params: { routeName: 'insurance-right', location: { ...location('/verzekeringsrecht'), key: 'check' } } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true, redirect: true });
    await allSettled(navigationStarted, { scope, params: { routeName: 'home', isRedirect: true, location: { ...location('/home'), key: 'home' } } });
    await allSettled(insuranceRightQuery.start, { scope });
    expect(insuranceRightCalls).toHaveBeenCalledTimes(1);

    await allSettled(navigationStarted, { scope, params: { routeName: 'home', location: { ...location('/home'), key: 'home again' } } });
    await allSettled(insuranceRightQuery.start, { scope });
    expect(insuranceRightCalls).toHaveBeenCalledTimes(2);
  });
});
