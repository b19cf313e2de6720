import type { PermissionFlag, PermissionFlags } from './permissions';

/**
 * The two route tables of spec 01 §2, paths exactly as written. A route is
 * public (no login) or authenticated with an optional authorisation check.
 */
export const PUBLIC_ROUTES = {
  login: 'inloggen',
  verify: 'verificatie',
  register: 'registreren',
  activate: 'activeren',
  'idin-activate': 'idin-activeren',
  'idin-register': 'idin-register',
  'idin-callback-authentication': 'callback/iDin-authenticatie',
  'idin-callback-register': 'callback/iDin-register',
  'idin-callback-abort': 'callback/iDin-abort',
  'idin-callback-error': 'callback/iDin-error',
  'idin-callback': 'callback/iDin',
  'forgot-password': 'wachtwoord/vergeten',
  'reset-password': 'wachtwoord/resetten',
} as const;

export const AUTHENTICATED_ROUTES = {
  root: '',
  home: 'home',
  logout: 'uitloggen',
  'member-offers': 'leden-aanbiedingen',
  'policy-overview': 'polisoverzicht',
  'bills-and-payments': 'rekeningen-en-betalingen',
  'payment-arrangement': 'betalingsregeling',
  'edit-policy': 'polis-wijzigen',
  'request-policy-for-year': 'polis-aanvragen/:selectedYear/:contractCode/:agreementId/:shouldResetSelection',
  'edit-policy-for-year': 'polis-wijzigen/:selectedYear/:contractCode/:agreementId/:shouldResetSelection',
  'message-box': 'berichtenbox',
  'message-box-cluster': 'berichtenbox/:cluster',
  'add-insured': 'verzekerde-bijschrijven',
  'insurance-card': 'zorgpas-ehic',
  'reimbursement-documents': 'vergoedingsdocumenten',
  'personal-info': 'persoonlijke-gegevens',
  'personal-info-edit': 'persoonlijke-gegevens-wijzigen',
  'payment-details': 'betaal-en-rekeninggegevens',
  'payment-details-edit': 'betaalgegevens-wijzigen/:agreementId',
  'contact-form': 'contactformulier',
  contact: 'contact-opnemen',
  'healthcare-costs': 'mijn-zorgkosten',
  // issue 33 point 7, beyond spec 02's table: the requests sent besides claims
  'my-requests': 'mijn-aanvragen',
  coverage: 'vergoedingen',
  'seated-transport': 'aanvraag-zittend-ziekenvervoer',
  'submit-healthcare-costs': 'indienen-zorgkosten',
  settings: 'instellingen',
  'settings-edit': 'wijzig-instellingen',
  'contact-details-edit': 'contactgegevens-wijzigen',
  'medical-selection': 'medische-selectie/:selectedYear/:contractCode/:agreementId',
  'insurance-right': 'verzekeringsrecht',
  'care-mediation': 'zorgbemiddeling-aanvragen',
  'treatment-abroad': 'behandeling-buitenland-aanvragen',
} as const;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;
export type AuthenticatedRouteName = keyof typeof AUTHENTICATED_ROUTES;
export type RouteName = PublicRouteName | AuthenticatedRouteName;

/** What an authorisation check may look at besides the token's flags. */
export interface RouteAccess {
  permissions: PermissionFlags;
  /** the user has a basic insurance (Basisverzekering) on the most recent agreement */
  hasBasicInsurance: boolean;
  /** the yearly insurance-right check is required (GET InsuranceRight isCheckRequired) */
  isInsuranceRightCheckRequired: boolean;
}

export type RouteRequirement = {
  permission: PermissionFlag | null;
  needsBasicInsurance?: true;
  needsInsuranceRightCheck?: true;
  /**
   * The screen shows data whose reading needs this code too (spec 01 §6 "Enforced on data:
   * reading customer details needs read personal details"): without it the route is not
   * available, rather than a call that answers 403 and ends the session.
   */
  readsDataWith?: PermissionFlag;
};

/** The permission column of the authenticated route table; null: "login only" or "none stated". */
export const ROUTE_REQUIREMENTS: Record<AuthenticatedRouteName, RouteRequirement> = {
  root: { permission: null },
  home: { permission: null },
  logout: { permission: null },
  'member-offers': { permission: 'mayReadMemberOffer' },
  'policy-overview': { permission: 'mayReadInsurance' },
  'bills-and-payments': { permission: 'mayReadInvoice' },
  'payment-arrangement': { permission: 'mayCreatePaymentArrangement' },
  'edit-policy': { permission: 'mayUpdateInsurance' },
  'request-policy-for-year': { permission: 'mayUpdateInsurance' },
  'edit-policy-for-year': { permission: 'mayUpdateInsurance' },
  'message-box': { permission: 'mayReadMessages' },
  'message-box-cluster': { permission: 'mayReadMessages' },
  'add-insured': { permission: 'mayCreateInsuredPerson', needsBasicInsurance: true },
  'insurance-card': { permission: 'mayCreateEHIC' },
  'reimbursement-documents': { permission: 'mayCompensationDocument' },
  'personal-info': { permission: 'mayReadPersonalDetails' },
  'personal-info-edit': { permission: 'mayUpdatePersonalDetails', readsDataWith: 'mayReadPersonalDetails' },
  'payment-details': { permission: 'mayReadPaymentDetails' },
  'payment-details-edit': { permission: 'mayUpdatePaymentDetails' },
  'contact-form': { permission: 'mayCreateContact' },
  contact: { permission: 'mayReadContact' },
  'healthcare-costs': { permission: 'mayReadDeclaration' },
  // read like the claims beside it: every account that may send a request carries r-dec
  'my-requests': { permission: 'mayReadDeclaration' },
  // issue 34: the coverage reads the insurance; the persons to choose from are read with the personal details
  coverage: { permission: 'mayReadInsurance', readsDataWith: 'mayReadPersonalDetails' },
  'seated-transport': { permission: 'mayCreateDeclaration' },
  'submit-healthcare-costs': { permission: 'mayCreateDeclaration' },
  settings: { permission: 'mayReadAccount' },
  'settings-edit': { permission: 'mayUpdateAccount' },
  'contact-details-edit': { permission: 'mayUpdateAccount' },
  'medical-selection': { permission: 'mayUpdateInsurance' },
  'insurance-right': { permission: 'mayCreateInsuranceRight', needsInsuranceRightCheck: true },
  'care-mediation': { permission: 'mayCreateCareMediation' },
  'treatment-abroad': { permission: 'mayCreateTreatmentAbroad' },
};

export function isPublicRoute(name: RouteName): name is PublicRouteName {
  return Object.hasOwn(PUBLIC_ROUTES, name);
}

/** "An entry shows only if its route is authorised for the user (check passes or is absent)." */
export function isRouteAuthorised(name: RouteName, access: RouteAccess): boolean {
  if (isPublicRoute(name)) return true;
  const requirement = ROUTE_REQUIREMENTS[name];
  if (requirement.permission && !access.permissions[requirement.permission]) return false;
  if (requirement.readsDataWith && !access.permissions[requirement.readsDataWith]) return false;
  if (requirement.needsBasicInsurance && !access.hasBasicInsurance) return false;
  if (requirement.needsInsuranceRightCheck && !access.isInsuranceRightCheckRequired) return false;
  return true;
}

/** Whether the check needs data beyond the token (agreement or insurance right). */
export function routeNeedsAgreementData(name: RouteName): boolean {
  if (isPublicRoute(name)) return false;
  const requirement = ROUTE_REQUIREMENTS[name];
  return Boolean(requirement.needsBasicInsurance || requirement.needsInsuranceRightCheck);
}

/**
 * Public routes a logged-in user also opens: activating the bank login is
 * reached from the settings, so with a session it keeps the menu around it.
 */
const PUBLIC_ROUTES_OPENED_LOGGED_IN: ReadonlySet<PublicRouteName> = new Set(['idin-activate']);

/**
 * Which shell frames a path: authenticated routes the logged-in one; public
 * routes the public one, except those opened logged in while a session
 * exists; an unknown path (null) whichever fits the session.
 */
export function shellOfRoute(name: RouteName | null, isAuthenticated: boolean): 'public' | 'authenticated' {
  if (name === null) return isAuthenticated ? 'authenticated' : 'public';
  if (!isPublicRoute(name)) return 'authenticated';
  return isAuthenticated && PUBLIC_ROUTES_OPENED_LOGGED_IN.has(name) ? 'authenticated' : 'public';
}
