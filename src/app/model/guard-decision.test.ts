import { NO_PERMISSIONS, permissionFlagsFromCodes, type RouteAccess } from '@portal/domain';
import { describe, expect, test } from 'vitest';
import { decideNavigation, type GuardInput } from './guard-decision';

const everything = permissionFlagsFromCodes(['r-msg', 'r-inv', 'c-ins-per', 'c-insurance-right', 'r-insurance-right']);
const coInsured = permissionFlagsFromCodes(['r-msg', 'r-dec']);

const access = (overrides: Partial<RouteAccess> = {}): RouteAccess => ({
  permissions: everything,
  hasBasicInsurance: true,
  isInsuranceRightCheckRequired: false,
  ...overrides,
});

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  routeName: 'home',
  target: '/home',
  isAuthenticated: true,
  access: access(),
  label: 'zorgzaam',
  enforceHttps: false,
  protocol: 'http:',
  href: 'http://localhost/home',
  ...overrides,
});

describe('navigation guard (spec 01 §2, steps 2 to 5)', () => {
  // "Route needs authentication and user is not logged in: go to login with a redirect query
  //  holding the full target path and the label parameter."
  // "Logged in but the route's authorisation check fails: go to home and show the notice."
  // "Route without authentication: proceed." "If the configuration enforces HTTPS, http is upgraded."
  test.for([
    {
      case: 'logged out, authenticated route',
      given: { routeName: 'message-box', target: '/berichtenbox?jaar=2025', isAuthenticated: false, access: access({ permissions: NO_PERMISSIONS }) },
      decision: { kind: 'login', to: '/inloggen?redirect=%2Fberichtenbox%3Fjaar%3D2025&label=zorgzaam' },
    },
    {
      case: 'logged out, another label',
      given: { routeName: 'home', target: '/home', isAuthenticated: false, label: 'studentenzorg' },
      decision: { kind: 'login', to: '/inloggen?redirect=%2Fhome&label=studentenzorg' },
    },
    {
      // issue 20: "after expiry the user goes to logout": it runs even when the cookie is already gone
      case: 'logged out (an expired cookie), logout still runs',
      given: { routeName: 'logout', target: '/uitloggen', isAuthenticated: false },
      decision: { kind: 'proceed' },
    },
    {
      case: 'logged in without the permission',
      given: { routeName: 'bills-and-payments', target: '/rekeningen-en-betalingen', access: access({ permissions: coInsured }) },
      decision: { kind: 'forbidden', to: '/home' },
    },
    {
      case: 'add insured without a basic insurance',
      given: { routeName: 'add-insured', access: access({ hasBasicInsurance: false }) },
      decision: { kind: 'forbidden', to: '/home' },
    },
    {
      case: 'insurance right when no check is required',
      given: { routeName: 'insurance-right' },
      decision: { kind: 'forbidden', to: '/home' },
    },
    {
      case: 'insurance right when a check is required',
      given: { routeName: 'insurance-right', access: access({ isInsuranceRightCheckRequired: true }) },
      decision: { kind: 'proceed' },
    },
    { case: 'logged in, permitted', given: { routeName: 'message-box' }, decision: { kind: 'proceed' } },
    { case: 'public route, logged out', given: { routeName: 'login', isAuthenticated: false }, decision: { kind: 'proceed' } },
    { case: 'unknown path', given: { routeName: null, isAuthenticated: false }, decision: { kind: 'proceed' } },
    {
      case: 'https enforced on http',
      given: { routeName: 'login', enforceHttps: true, href: 'http://zorgzaam.example/inloggen?label=zorgzaam' },
      decision: { kind: 'upgrade-https', url: 'https://zorgzaam.example/inloggen?label=zorgzaam' },
    },
    {
      case: 'https enforced, already https',
      given: { routeName: 'login', enforceHttps: true, protocol: 'https:', href: 'https://zorgzaam.example/inloggen' },
      decision: { kind: 'proceed' },
    },
  ] as { case: string; given: Partial<GuardInput>; decision: ReturnType<typeof decideNavigation> }[])(
    '$case',
    ({ given, decision }) => {
      expect(decideNavigation(input(given))).toEqual(decision);
    },
  );
});
