/**
 * Every route of the fake backend in one table: method, path, what it
 * takes to call it (the token type, the permission code) and whose data it
 * answers (a customer number or document id in the request, or the
 * caller's own). The reliability suite (tests/reliability) derives its
 * permission matrix and its fuzzing from this table, and checks that the
 * table lists exactly the routes the app registers: a new route without a
 * row here fails that suite.
 */
import type { PermissionCode } from '../domain/access';
import { CARE_MEDIATION_FLOWS, TREATMENT_ABROAD_FLOWS } from '../domain/insurance';

export type RouteAuth =
  /** anyone */
  | 'public'
  /** an access token */
  | 'access'
  /** a login token (password login, before the code) */
  | 'login'
  /** a reset token (forgot flows, before the code) */
  | 'reset'
  | 'login-or-reset'
  /** an access token, or the password-reset token of the forgot-password flow */
  | 'access-or-password-reset'
  /** the registration token of CreateAccount/IsValid (or the iDIN identification): steps 2 to 5 of a registration */
  | 'registration'
  /** anyone; a bearer token, when sent, is checked (iDIN activation) */
  | 'public-or-access'
  /** test and demo controls: this machine only */
  | 'loopback';

/** Whose data a route answers, when the request names it. */
export interface RouteOwner {
  kind: 'customer' | 'document' | 'generic-document';
  in: 'query' | 'body';
  field: string;
}

export interface RouteSpec {
  method: 'GET' | 'POST' | 'DELETE';
  /** as registered (express syntax, `:param` for path parameters) */
  path: string;
  auth: RouteAuth;
  permission?: PermissionCode;
  owner?: RouteOwner;
}

const customerIn = (where: 'query' | 'body'): RouteOwner => ({ kind: 'customer', in: where, field: 'customerNumber' });

export const ROUTES: readonly RouteSpec[] = [
  { method: 'GET', path: '/api/health', auth: 'public' },
  // account (spec 01 §4, §7)
  { method: 'POST', path: '/api/account/login', auth: 'public' },
  { method: 'POST', path: '/api/account/resendVerificationCode', auth: 'login-or-reset' },
  { method: 'POST', path: '/api/account/validateVerificationCode', auth: 'login' },
  { method: 'POST', path: '/api/account/resetUsername', auth: 'public' },
  { method: 'POST', path: '/api/account/resetPassword', auth: 'public' },
  { method: 'POST', path: '/api/account/validateVerificationCodeResetFlow', auth: 'reset' },
  { method: 'POST', path: '/api/account/updatePassword', auth: 'access-or-password-reset', permission: 'u-pw' },
  { method: 'POST', path: '/api/account/signTermsOfAgreement', auth: 'access' },
  { method: 'POST', path: '/api/account/updatePhoneNumber', auth: 'access', permission: 'u-acc' },
  { method: 'POST', path: '/api/account/getAccountDetails', auth: 'access', permission: 'r-acc' },
  { method: 'POST', path: '/api/account/updateAccountDetails', auth: 'access', permission: 'u-acc' },
  { method: 'POST', path: '/api/account/updateContactDetails', auth: 'access', permission: 'u-acc' },
  { method: 'POST', path: '/api/account/decline-digital-pop-up', auth: 'access' },
  { method: 'GET', path: '/api/account/getEmailAddress', auth: 'access' },
  // registration
  { method: 'POST', path: '/api/createAccount/isValid', auth: 'public' },
  { method: 'POST', path: '/api/createAccount/sendActivationCode', auth: 'registration' },
  { method: 'POST', path: '/api/createAccount/validateActivationCode', auth: 'registration' },
  { method: 'POST', path: '/api/createAccount/sendVerificationCode', auth: 'registration' },
  { method: 'POST', path: '/api/createAccount', auth: 'registration' },
  // iDIN
  { method: 'GET', path: '/api/idin/bank-options', auth: 'public' },
  { method: 'POST', path: '/api/idin/create-session', auth: 'public' },
  { method: 'GET', path: '/api/idin', auth: 'public' },
  { method: 'POST', path: '/api/idin/process-authentication', auth: 'public-or-access' },
  { method: 'POST', path: '/api/idin/process-identification', auth: 'public' },
  { method: 'POST', path: '/api/idin/process-error', auth: 'public' },
  // home, content and the logged-in areas
  { method: 'GET', path: '/api/news/beforeAuthorization', auth: 'public' },
  { method: 'GET', path: '/api/news', auth: 'access' },
  { method: 'GET', path: '/api/collectivity', auth: 'public' },
  { method: 'GET', path: '/api/insuranceRight', auth: 'access', permission: 'r-insurance-right' },
  { method: 'POST', path: '/api/insuranceRight', auth: 'access', permission: 'c-insurance-right' },
  { method: 'GET', path: '/api/memberOffer/:id', auth: 'access', permission: 'r-mem-off' },
  { method: 'POST', path: '/api/memberOffer/tip', auth: 'access', permission: 'c-mem-off-tip' },
  { method: 'GET', path: '/api/agreement/getMostRecentAgreements', auth: 'access' },
  { method: 'GET', path: '/api/agreement/getYearForOfferedAgreement', auth: 'access' },
  // policy overview (spec 02 §7 "Agreement and payment", issue 15)
  { method: 'GET', path: '/api/agreement/getAgreementDetailsForYear', auth: 'access', permission: 'r-ins' },
  // issue 15 (h-policy2): one person's policy of a year; the person must be one the user may see (403), then year and policy number (400)
  { method: 'GET', path: '/api/policy/getPolicyInfoForYear', auth: 'access', permission: 'r-ins', owner: customerIn('query') },
  { method: 'POST', path: '/api/contract/getContractCardsForActivePolicies', auth: 'access', permission: 'u-ins' },
  { method: 'POST', path: '/api/contract/validate', auth: 'access', permission: 'u-ins' },
  { method: 'POST', path: '/api/contract/saveContractCards', auth: 'access', permission: 'u-ins' },
  // adding insured persons (issue 15, h-addins): main insured of the agreement in the path or body (404 another's, 403 co-insured)
  { method: 'POST', path: '/api/agreement/:agreementId/social-security-number-in-use', auth: 'access', permission: 'c-ins-per' },
  { method: 'POST', path: '/api/contract/getContractCardsForNewlyInsuredPersons', auth: 'access', permission: 'c-ins-per' },
  { method: 'POST', path: '/api/contract/saveContractCardsForNewlyInsuredPersons', auth: 'access', permission: 'c-ins-per' },
  // issue 15 (h-medsel): the dental medical selection
  { method: 'POST', path: '/api/contract/validateAndSaveMedicalSelection', auth: 'access', permission: 'u-ins' },
  { method: 'POST', path: '/api/agreement/agreementMutable', auth: 'access', permission: 'u-ins' },
  { method: 'GET', path: '/api/cancellationServicePeriod/validateDate', auth: 'access', permission: 'u-ins' },
  { method: 'GET', path: '/api/agreement/getAgreementsByRoleAndFilter', auth: 'access', permission: 'r-ins' },
  { method: 'GET', path: '/api/agreement/getPaymentDetails', auth: 'access', permission: 'r-pay-det' },
  { method: 'GET', path: '/api/agreement/hasKnownIban', auth: 'access', permission: 'r-pay-det' },
  // the agreement id in the body must be one of which the user is the main insured (404 another's, 403 co-insured)
  { method: 'POST', path: '/api/agreement/updatePaymentDetails', auth: 'access', permission: 'u-pay-det' },
  { method: 'POST', path: '/api/agreement/updateIban', auth: 'access', permission: 'u-pay-det' },
  { method: 'GET', path: '/api/customer/getAllCustomersWithActivePolicy', auth: 'access', permission: 'r-per-det' },
  { method: 'GET', path: '/api/customer/getAllCustomersWithPolicyForYear', auth: 'access', permission: 'r-ins' },
  { method: 'GET', path: '/api/customer/getAllCustomersWithActiveInsuranceCard', auth: 'access', permission: 'c-ehic' },
  { method: 'GET', path: '/api/customer/getAllCustomersWithPolicy', auth: 'access', permission: 'r-ins' },
  { method: 'GET', path: '/api/customer/getAllCustomersWithPolicyInPast', auth: 'access', permission: 'r-ins' },
  { method: 'GET', path: '/api/policy/getActivePolicyNumber', auth: 'access', permission: 'r-ins', owner: customerIn('query') },
  { method: 'GET', path: '/api/customer/getCustomerDetails', auth: 'access', permission: 'r-per-det', owner: customerIn('query') },
  { method: 'POST', path: '/api/customer/updateCustomer', auth: 'access', permission: 'u-per-det', owner: customerIn('body') },
  { method: 'GET', path: '/api/debitan/invoices', auth: 'access', permission: 'r-inv' },
  // money screens (issue 14): an invoice number in the path must be one of the user's invoices (404 otherwise)
  { method: 'GET', path: '/api/debitan/invoices/:invoiceNumber/attachments', auth: 'access', permission: 'r-inv' },
  { method: 'GET', path: '/api/debitan/paymentarrangements', auth: 'access', permission: 'r-inv' },
  // every invoice number in the body must be one of the user's invoices (404 otherwise); a new request replaces an unprocessed one
  { method: 'POST', path: '/api/debitan/paymentarrangements', auth: 'access', permission: 'c-pay-arr' },
  // issue 33 point 4 (proposed addition): paying a bill with iDEAL
  { method: 'POST', path: '/api/debitan/invoices/:invoiceNumber/idealpayment', auth: 'access', permission: 'r-inv' },
  { method: 'GET', path: '/api/debitan/idealpayments/:paymentId', auth: 'access', permission: 'r-inv' },
  { method: 'GET', path: '/api/declaration/getDeclarationsPreview', auth: 'access', permission: 'r-dec' },
  // issue 17, care costs: the person in the query must be one the user may see; a declaration of another person is a 404
  { method: 'GET', path: '/api/declaration/getDeclarations', auth: 'access', permission: 'r-dec', owner: customerIn('query') },
  { method: 'GET', path: '/api/declaration', auth: 'access', permission: 'r-dec' },
  // every declaration of every person the privacy rule lets the user see, all years (our reading: spec 02 §7 gives no shape)
  { method: 'GET', path: '/api/declaration/readAll', auth: 'access', permission: 'r-dec' },
  // the person in the multipart body must be one the user may act for; transport only self and under 16
  { method: 'POST', path: '/api/declaration', auth: 'access', permission: 'c-dec' },
  { method: 'GET', path: '/api/policy/getFinancialSummary', auth: 'access', permission: 'r-exc', owner: customerIn('query') },
  // the readability check takes c-dec or c-con: the route checks either (spec 02 §7; the contact form uses it too)
  { method: 'POST', path: '/api/declaration/validateAttachmentsReadability', auth: 'access' },
  // contact form (spec 02 §7): the customer number in the multipart body must be one the user may act for
  { method: 'POST', path: '/api/contactForm', auth: 'access', permission: 'c-con' },
  // care mediation and treatment abroad (spec 02 §7): one multipart POST per flow; the person in the body
  // must be one the user may act for, and for care mediation one the flow allows
  ...Object.values(CARE_MEDIATION_FLOWS).map(
    (flow): RouteSpec => ({ method: 'POST', path: `/api/careMediation/${flow.path}`, auth: 'access', permission: 'c-care-med' }),
  ),
  ...Object.values(TREATMENT_ABROAD_FLOWS).map(
    (flow): RouteSpec => ({ method: 'POST', path: `/api/treatmentAbroad/${flow.path}`, auth: 'access', permission: 'c-treat-abr' }),
  ),
  // issue 17: one multipart POST for the four situations (SituationType); the person must be one the user may act for,
  // and oneself or under 16
  { method: 'POST', path: '/api/SeatedPatientTransport', auth: 'access', permission: 'c-dec' },
  // issue 34 (proposed addition): a person's coverage of this year or next; the person must be one the user may see
  { method: 'GET', path: '/api/coverage/getCoverageForPerson', auth: 'access', permission: 'r-ins', owner: customerIn('query') },
  // issue 34 point 4 (proposed addition): the catalogue of some packages for a year; nobody's data
  { method: 'GET', path: '/api/coverage/getCoverageForProducts', auth: 'access', permission: 'r-ins' },
  { method: 'GET', path: '/api/policy/getExcess', auth: 'access', permission: 'r-exc', owner: customerIn('query') },
  { method: 'POST', path: '/api/insuranceCard/getDigitalInsuranceCardInformation', auth: 'access', permission: 'c-ehic' },
  { method: 'POST', path: '/api/insuranceCard', auth: 'access', permission: 'c-ehic' },
  // issue 33 point 7 (proposed addition): the requests sent besides claims
  { method: 'GET', path: '/api/request/getRequests', auth: 'access', permission: 'r-dec', owner: customerIn('query') },
  { method: 'GET', path: '/api/insuranceCard/download', auth: 'access', permission: 'c-ehic', owner: customerIn('query') },
  { method: 'GET', path: '/api/Document/GetDocumentList', auth: 'access', permission: 'r-msg' },
  { method: 'GET', path: '/api/Document/GetUnreadDocumentCount', auth: 'access', permission: 'r-msg' },
  { method: 'GET', path: '/api/Document/GetGenericDocumentList', auth: 'access', permission: 'r-com-doc' },
  { method: 'GET', path: '/api/Document/GetDocument', auth: 'access', permission: 'r-msg', owner: { kind: 'document', in: 'query', field: 'documentId' } },
  { method: 'GET', path: '/api/Document/GetGenericDocument', auth: 'access', permission: 'r-com-doc', owner: { kind: 'generic-document', in: 'query', field: 'documentId' } },
  { method: 'GET', path: '/api/pwa/manifest', auth: 'public' },
  { method: 'GET', path: '/api/pwa/icons/:icon', auth: 'public' },
  { method: 'GET', path: '/content/menu.json', auth: 'public' },
  { method: 'GET', path: '/content/tiles.json', auth: 'public' },
  { method: 'GET', path: '/content/member-offers.json', auth: 'public' },
  { method: 'GET', path: '/content/exchange-rates.json', auth: 'public' },
  { method: 'GET', path: '/content/member-offers/:file', auth: 'public' },
  { method: 'GET', path: '/statics/config.json', auth: 'public' },
  { method: 'GET', path: '/statics/js/tag-manager.js', auth: 'public' },
  // test and demo controls
  { method: 'GET', path: '/__fake/idin/bank', auth: 'loopback' },
  { method: 'POST', path: '/__fake/idin/bank', auth: 'loopback' },
  { method: 'GET', path: '/__fake/idin/sessions', auth: 'loopback' },
  { method: 'GET', path: '/__fake/ideal/bank', auth: 'loopback' },
  { method: 'POST', path: '/__fake/ideal/bank', auth: 'loopback' },
  { method: 'GET', path: '/__fake/ideal/payments', auth: 'loopback' },
  { method: 'POST', path: '/__fake/reset', auth: 'loopback' },
  { method: 'GET', path: '/__fake/outbox', auth: 'loopback' },
  { method: 'GET', path: '/__fake/clock', auth: 'loopback' },
  { method: 'POST', path: '/__fake/clock', auth: 'loopback' },
  { method: 'DELETE', path: '/__fake/clock', auth: 'loopback' },
  { method: 'POST', path: '/__fake/declarations/handle', auth: 'loopback' },
  { method: 'GET', path: '/__fake/config', auth: 'loopback' },
  { method: 'POST', path: '/__fake/config', auth: 'loopback' },
  { method: 'DELETE', path: '/__fake/config', auth: 'loopback' },
  { method: 'GET', path: '/__fake/failures', auth: 'loopback' },
  { method: 'POST', path: '/__fake/failures', auth: 'loopback' },
  { method: 'DELETE', path: '/__fake/failures', auth: 'loopback' },
  { method: 'GET', path: '/__fake/db', auth: 'loopback' },
  { method: 'GET', path: '/__fake/db/:collection', auth: 'loopback' },
  { method: 'GET', path: '/__fake/contact-forms', auth: 'loopback' },
  { method: 'GET', path: '/__fake/requests', auth: 'loopback' },
  { method: 'POST', path: '/__fake/provider-states', auth: 'loopback' },
];
