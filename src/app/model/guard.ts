import { areFactsSettled, factsNeeded, $routeAccess, routeAccessRequested, $settledFacts } from '@/entities/route-access';
import { $isAuthenticated, $permissions, readSessionFx } from '@/entities/session';
import { $appConfig } from '@/shared/config';
import { $hostLabel, $label, labelResolved, rememberLabelFx } from '@/shared/label';
import { negativeNoticeShown } from '@/shared/notices';
import { hardNavigateFx, navigationBegan, navigationRequested, type CurrentLocation } from '@/shared/routing';
import { chooseLabel, isKnownLabel, isPublicRoute, type RouteName } from '@portal/domain';
import { createEvent, createStore, sample } from 'effector';
import { decideNavigation, type GuardDecision } from './guard-decision';

export interface NavigationTarget {
  location: CurrentLocation;
  routeName: RouteName | null;
  /** the path's parameters as the data router matched them (none when left out) */
  rawParams?: Readonly<Record<string, string | undefined>>;
  /** a model's redirect (`NavigationRequest.redirect`) carried out, not Back or Forward onto its history entry */
  isRedirect?: boolean;
}

/**
 * Fired by the root layout on every navigation the data router commits. The guard stays this Effector model, fed by
 * the router, rather than a route `loader`: its steps read the session, the route-access facts (farfetched queries)
 * and the label, all in the app's scope, and its decisions are events other models take part in (the notice for the
 * next page, the route lifecycle); a loader would run outside that scope. The shells wait for `$approvedNavigation`,
 * so no shell shows before the guard has decided.
 */
export const navigationStarted = createEvent<NavigationTarget>();

const $pendingTarget = createStore<NavigationTarget | null>(null).on(navigationStarted, (_, target) => target);

/** The history entry the router is on (its location key); none before the page load's first navigation. */
const $locationKey = createStore<string | null>(null);
// Another entry (not a re-render's second telling of the same one), read against the entry before it.
const entered = sample({
  clock: navigationStarted,
  source: $locationKey,
  filter: (key, target) => key !== target.location.key,
  fn: (key, target) => ({ key: target.location.key, isOwn: key !== null && !target.isRedirect }),
});
$locationKey.on(entered, (_, { key }) => key);
// neither the page load's first nor a redirect: answers kept for the navigation before are forgotten
sample({ clock: entered, filter: ({ isOwn }) => isOwn, fn: () => undefined, target: navigationBegan });

/**
 * The navigation the guard let through: the layout renders the screen only
 * for it, and picks the shell by it, so no shell (nor its calls) appears
 * before the guard has decided.
 */
export const $approvedNavigation = createStore<{ key: string; pathname: string; routeName: RouteName | null } | null>(null);

// Step 1: fetch the user.
sample({ clock: navigationStarted, target: readSessionFx });

const sessionRead = sample({ clock: readSessionFx.finally, source: $pendingTarget, filter: Boolean });

const routesOf = (target: NavigationTarget): RouteName[] => (target.routeName === null ? [] : [target.routeName]);

// Two routes are authorised by data beyond the token: it comes from the route-access entity's cached queries.
sample({ clock: sessionRead, fn: routesOf, target: routeAccessRequested });

/** The navigation whose check waits for those facts (loaded or failed). */
const $awaitingAccess = createStore<NavigationTarget | null>(null).on(sessionRead, (_, target) => target);

const accessKnown = sample({
  clock: [$awaitingAccess.updates, $settledFacts.updates],
  source: { target: $awaitingAccess, permissions: $permissions, settled: $settledFacts },
  filter: ({ target, permissions, settled }) =>
    target !== null && areFactsSettled(factsNeeded(routesOf(target), permissions), settled),
});
$awaitingAccess.reset(accessKnown);

const decided = sample({
  clock: accessKnown,
  source: { target: $pendingTarget, access: $routeAccess, isAuthenticated: $isAuthenticated, label: $label, config: $appConfig },
  filter: ({ target }) => target !== null,
  fn: ({ target, access, isAuthenticated, label, config }): { target: NavigationTarget; decision: GuardDecision } => {
    const { location, routeName } = target as NavigationTarget;
    return {
      target: target as NavigationTarget,
      decision: decideNavigation({
        routeName,
        target: `${location.pathname}${location.search}`,
        isAuthenticated,
        access,
        label,
        enforceHttps: config?.enforceHttps ?? false,
        protocol: location.protocol,
        href: `${location.protocol}//${location.host}${location.pathname}${location.search}`,
      }),
    };
  },
});

/** The guard let this navigation through: the route lifecycle opens its route. */
export const navigationApproved = sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'proceed',
  fn: ({ target }) => target,
});

$approvedNavigation.on(decided, (approved, { target, decision }) =>
  decision.kind === 'proceed' ? { key: target.location.key, pathname: target.location.pathname, routeName: target.routeName } : approved,
);

sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'login',
  fn: ({ decision }) => ({ to: (decision as { to: string }).to, replace: true, redirect: true }),
  target: navigationRequested,
});

sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'forbidden',
  fn: () => ({ messageKey: 'errors.routeNotPermitted', forNextPage: true }),
  target: negativeNoticeShown,
});
sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'forbidden',
  fn: ({ decision }) => ({ to: (decision as { to: string }).to, replace: true, redirect: true }),
  target: navigationRequested,
});

sample({
  clock: decided,
  filter: ({ decision }) => decision.kind === 'upgrade-https',
  fn: ({ decision }) => ({ url: (decision as { url: string }).url, replace: true }),
  target: hardNavigateFx,
});

const labelParameterFound = createEvent<string>();

// Step 4: "the label is set for the user if missing": on a public route the label parameter sets the
// label when the host name gave none and it names a known one; it is remembered, so a reload keeps it.
sample({
  clock: decided,
  filter: ({ target, decision }) =>
    decision.kind === 'proceed' && target.routeName !== null && isPublicRoute(target.routeName),
  fn: ({ target }) => new URLSearchParams(target.location.search).get('label')?.toLowerCase() ?? '',
  target: labelParameterFound,
});
const labelChosen = sample({
  clock: labelParameterFound,
  source: $hostLabel,
  filter: (hostLabel, parameter) => hostLabel === null && isKnownLabel(parameter),
  fn: (hostLabel, parameter) => chooseLabel({ hostLabel, parameter, remembered: null }),
});
sample({ clock: labelChosen, target: [labelResolved, rememberLabelFx] });
