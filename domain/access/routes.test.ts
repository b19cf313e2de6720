import { describe, expect, test } from 'vitest';
import type { PermissionFlag } from './permissions';
import {
  AUTHENTICATED_ROUTES,
  isPublicRoute,
  isRouteAuthorised,
  PUBLIC_ROUTES,
  routeNeedsAgreementData,
  shellOfRoute,
  type RouteName,
} from './routes';
import { routeAccessWith as access } from './route-access.fixture';


describe('the route tables', () => {
  // spec 01 §2 "Public routes (no login)", paths exactly as written
  test.each([
    ['inloggen'],
    ['verificatie'],
    ['registreren'],
    ['activeren'],
    ['idin-activeren'],
    ['idin-register'],
    ['callback/iDin-authenticatie'],
    ['callback/iDin-register'],
    ['callback/iDin-abort'],
    ['callback/iDin-error'],
    ['callback/iDin'],
    ['wachtwoord/vergeten'],
    ['wachtwoord/resetten'],
  ])('public: %s', (path) => {
    expect(Object.values(PUBLIC_ROUTES)).toContain(path);
  });

  // thirty-one of the spec, and two beyond it: issue 33's 'mijn-aanvragen' and issue 34's 'vergoedingen'
  test('thirteen public and thirty-three authenticated routes, no path twice', () => {
    const paths = [...Object.values(PUBLIC_ROUTES), ...Object.values(AUTHENTICATED_ROUTES)];
    expect(Object.keys(PUBLIC_ROUTES)).toHaveLength(13);
    expect(Object.keys(AUTHENTICATED_ROUTES)).toHaveLength(33);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('"Unauthenticated users reach only the public routes": a route is public only when listed so', () => {
    expect(isPublicRoute('login')).toBe(true);
    expect(isPublicRoute('idin-callback')).toBe(true);
    expect(isPublicRoute('home')).toBe(false);
    expect(isPublicRoute('logout')).toBe(false);
  });
});

/* Spec 01 §2 "Authenticated routes (each needs login and a permission)": route, permission. */
describe('isRouteAuthorised', () => {
  test.each<{ route: RouteName; flag: PermissionFlag | null }>([
    { route: 'root', flag: null }, // '' and home: login only
    { route: 'home', flag: null },
    { route: 'logout', flag: null }, // none stated
    { route: 'member-offers', flag: 'mayReadMemberOffer' },
    { route: 'policy-overview', flag: 'mayReadInsurance' },
    { route: 'bills-and-payments', flag: 'mayReadInvoice' },
    { route: 'payment-arrangement', flag: 'mayCreatePaymentArrangement' },
    { route: 'edit-policy', flag: 'mayUpdateInsurance' },
    { route: 'request-policy-for-year', flag: 'mayUpdateInsurance' },
    { route: 'edit-policy-for-year', flag: 'mayUpdateInsurance' },
    { route: 'message-box', flag: 'mayReadMessages' },
    { route: 'message-box-cluster', flag: 'mayReadMessages' },
    { route: 'insurance-card', flag: 'mayCreateEHIC' },
    { route: 'reimbursement-documents', flag: 'mayCompensationDocument' },
    { route: 'personal-info', flag: 'mayReadPersonalDetails' },
    { route: 'payment-details', flag: 'mayReadPaymentDetails' },
    { route: 'payment-details-edit', flag: 'mayUpdatePaymentDetails' },
    { route: 'contact-form', flag: 'mayCreateContact' },
    { route: 'contact', flag: 'mayReadContact' },
    { route: 'healthcare-costs', flag: 'mayReadDeclaration' },
    { route: 'my-requests', flag: 'mayReadDeclaration' },
    { route: 'seated-transport', flag: 'mayCreateDeclaration' },
    { route: 'submit-healthcare-costs', flag: 'mayCreateDeclaration' },
    { route: 'settings', flag: 'mayReadAccount' },
    { route: 'settings-edit', flag: 'mayUpdateAccount' },
    { route: 'contact-details-edit', flag: 'mayUpdateAccount' },
    { route: 'medical-selection', flag: 'mayUpdateInsurance' },
    { route: 'care-mediation', flag: 'mayCreateCareMediation' },
    { route: 'treatment-abroad', flag: 'mayCreateTreatmentAbroad' },
  ])('$route needs $flag', ({ route, flag }) => {
    if (flag === null) {
      expect(isRouteAuthorised(route, access([]))).toBe(true);
      return;
    }
    expect(isRouteAuthorised(route, access([flag]))).toBe(true);
    expect(isRouteAuthorised(route, access([]))).toBe(false);
  });

  // "persoonlijke-gegevens-wijzigen: mayUpdatePersonalDetails"; §6 "Enforced on data: reading customer details
  // needs read personal details": the edit screen reads the details it edits, so without r-per-det it is not available
  test.each<{ flags: PermissionFlag[]; authorised: boolean }>([
    { flags: ['mayUpdatePersonalDetails', 'mayReadPersonalDetails'], authorised: true },
    { flags: ['mayUpdatePersonalDetails'], authorised: false },
    { flags: ['mayReadPersonalDetails'], authorised: false },
    { flags: [], authorised: false },
  ])('personal-info-edit with $flags → $authorised', ({ flags, authorised }) => {
    expect(isRouteAuthorised('personal-info-edit', access(flags))).toBe(authorised);
  });

  // "verzekerde-bijschrijven: mayCreateInsuredPerson and the user has a basic insurance"
  test.each([
    { flag: true, basic: true, authorised: true },
    { flag: true, basic: false, authorised: false },
    { flag: false, basic: true, authorised: false },
  ])('add-insured with permission $flag and basic insurance $basic → $authorised', ({ flag, basic, authorised }) => {
    const flags: PermissionFlag[] = flag ? ['mayCreateInsuredPerson'] : [];
    expect(isRouteAuthorised('add-insured', access(flags, { hasBasicInsurance: basic }))).toBe(authorised);
  });

  // "verzekeringsrecht: mayCreateInsuranceRight and a check is required"
  test.each([
    { flag: true, required: true, authorised: true },
    { flag: true, required: false, authorised: false },
    { flag: false, required: true, authorised: false },
  ])('insurance-right with permission $flag and check required $required → $authorised', ({ flag, required, authorised }) => {
    const flags: PermissionFlag[] = flag ? ['mayCreateInsuranceRight'] : [];
    expect(isRouteAuthorised('insurance-right', access(flags, { isInsuranceRightCheckRequired: required }))).toBe(authorised);
  });

  test('public routes need no permission', () => {
    for (const route of Object.keys(PUBLIC_ROUTES) as RouteName[]) expect(isRouteAuthorised(route, access([]))).toBe(true);
  });

  test('only the two checks beyond the token need agreement data', () => {
    const needing = (Object.keys({ ...PUBLIC_ROUTES, ...AUTHENTICATED_ROUTES }) as RouteName[]).filter(routeNeedsAgreementData);
    expect(needing.sort()).toEqual(['add-insured', 'insurance-right']);
  });
});

describe('shellOfRoute', () => {
  test.each<{ route: RouteName | null; isAuthenticated: boolean; shell: 'public' | 'authenticated' }>([
    { route: 'home', isAuthenticated: true, shell: 'authenticated' },
    { route: 'login', isAuthenticated: false, shell: 'public' },
    { route: 'login', isAuthenticated: true, shell: 'public' },
    { route: 'register', isAuthenticated: true, shell: 'public' },
    // activating the bank login is opened from the settings, logged in
    { route: 'idin-activate', isAuthenticated: true, shell: 'authenticated' },
    { route: 'idin-activate', isAuthenticated: false, shell: 'public' },
    { route: 'idin-callback-authentication', isAuthenticated: true, shell: 'public' },
    // "Not-found page for unknown paths in the logged-in and logged-out shells"
    { route: null, isAuthenticated: true, shell: 'authenticated' },
    { route: null, isAuthenticated: false, shell: 'public' },
  ])('$route, logged in $isAuthenticated → $shell', ({ route, isAuthenticated, shell }) => {
    expect(shellOfRoute(route, isAuthenticated)).toBe(shell);
  });
});
