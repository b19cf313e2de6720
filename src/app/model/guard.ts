import { hasBasicInsurance, MostRecentAgreementsContract, mostRecentAgreementsFx } from '@/entities/agreement';
import { InsuranceRightContract, insuranceRightFx } from '@/entities/insurance-right';
import { $isAuthenticated, $permissions, readSessionFx } from '@/entities/session';
import { $appConfig } from '@/shared/config';
import { $label, labelResolved } from '@/shared/label';
import { negativeNoticeShown } from '@/shared/notices';
import { hardNavigateFx, navigationRequested, type CurrentLocation } from '@/shared/routing';
import {
  isKnownLabel,
  isPublicRoute,
  ROUTE_REQUIREMENTS,
  routeNeedsAgreementData,
  type PermissionFlags,
  type RouteName,
} from '@portal/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { decideNavigation, type GuardDecision } from './guard-decision';

export interface NavigationTarget {
  location: CurrentLocation;
  routeName: RouteName | null;
}

/** Fired by the router bridge on every navigation. */
export const navigationStarted = createEvent<NavigationTarget>();

interface ExtraAccess {
  hasBasicInsurance: boolean;
  isInsuranceRightCheckRequired: boolean;
}
const NO_EXTRA_ACCESS: ExtraAccess = { hasBasicInsurance: false, isInsuranceRightCheckRequired: false };

/**
 * Two routes are authorised by data beyond the token: a basic insurance
 * (add insured) and a required insurance-right check. Loaded only for them,
 * and only when the token's permission already allows the route.
 */
const loadExtraAccessFx = createEffect(
  async ({ routeName, permissions }: { routeName: RouteName; permissions: PermissionFlags }): Promise<ExtraAccess> => {
    if (isPublicRoute(routeName)) return NO_EXTRA_ACCESS;
    const requirement = ROUTE_REQUIREMENTS[routeName];
    if (requirement.permission && !permissions[requirement.permission]) return NO_EXTRA_ACCESS;
    const [agreements, insuranceRight] = await Promise.all([
      requirement.needsBasicInsurance ? mostRecentAgreementsFx() : null,
      requirement.needsInsuranceRightCheck ? insuranceRightFx() : null,
    ]);
    return {
      hasBasicInsurance: hasBasicInsurance(MostRecentAgreementsContract.catch([]).parse(agreements)),
      isInsuranceRightCheckRequired:
        InsuranceRightContract.safeParse(insuranceRight).data?.isCheckRequired ?? false,
    };
  },
);

const $pendingTarget = createStore<NavigationTarget | null>(null).on(navigationStarted, (_, target) => target);

/**
 * The navigation the guard let through: the layout renders the screen only
 * for it, and picks the shell by it, so no shell (nor its calls) appears
 * before the guard has decided.
 */
export const $approvedNavigation = createStore<{ key: string; pathname: string; routeName: RouteName | null } | null>(null);

// Step 1: fetch the user.
sample({ clock: navigationStarted, target: readSessionFx });

const sessionRead = sample({ clock: readSessionFx.finally, source: $pendingTarget, filter: Boolean });

sample({
  clock: sessionRead,
  source: $permissions,
  filter: (_, target) => target.routeName !== null && routeNeedsAgreementData(target.routeName),
  fn: (permissions, target) => ({ routeName: target.routeName as RouteName, permissions }),
  target: loadExtraAccessFx,
});

const accessKnown = sample({
  clock: [
    sessionRead.filter({ fn: (target) => target.routeName === null || !routeNeedsAgreementData(target.routeName) }).map(() => NO_EXTRA_ACCESS),
    loadExtraAccessFx.doneData,
    loadExtraAccessFx.fail.map(() => NO_EXTRA_ACCESS),
  ],
});

const decided = sample({
  clock: accessKnown,
  source: { target: $pendingTarget, permissions: $permissions, isAuthenticated: $isAuthenticated, label: $label, config: $appConfig },
  filter: ({ target }) => target !== null,
  fn: ({ target, permissions, isAuthenticated, label, config }, extra): { target: NavigationTarget; decision: GuardDecision } => {
    const { location, routeName } = target as NavigationTarget;
    return {
      target: target as NavigationTarget,
      decision: decideNavigation({
        routeName,
        target: `${location.pathname}${location.search}`,
        isAuthenticated,
        access: { permissions, ...extra },
        label,
        enforceHttps: config?.enforceHttps ?? false,
        protocol: location.protocol,
        href: `${location.protocol}//${location.host}${location.pathname}${location.search}`,
      }),
    };
  },
});

$approvedNavigation.on(decided, (approved, { target, decision }) =>
  decision.kind === 'proceed' ? { key: target.location.key, pathname: target.location.pathname, routeName: target.routeName } : approved,
);

sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'login',
  fn: ({ decision }) => ({ to: (decision as { to: string }).to, replace: true }),
  target: navigationRequested,
});

sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'forbidden',
  fn: () => ({ messageKey: 'errors.routeNotPermitted' }),
  target: negativeNoticeShown,
});
sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'forbidden',
  fn: ({ decision }) => ({ to: (decision as { to: string }).to, replace: true }),
  target: navigationRequested,
});

sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'upgrade-https',
  fn: ({ decision }) => ({ url: (decision as { url: string }).url, replace: true }),
  target: hardNavigateFx,
});

const labelParameterFound = createEvent<string>();

// Step 4: on a public route the label parameter sets the label when it names a known one.
sample({
  clock: decided,
  filter: ({ target, decision }) =>
    decision.kind === 'proceed' && target.routeName !== null && isPublicRoute(target.routeName),
  fn: ({ target }) => new URLSearchParams(target.location.search).get('label')?.toLowerCase() ?? '',
  target: labelParameterFound,
});
sample({ clock: labelParameterFound, filter: isKnownLabel, target: labelResolved });
