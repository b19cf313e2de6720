/**
 * Agreement area (spec 02 §3 "Agreement (most recent)"): the agreements the
 * user is insured on, with only the policy holders they may see.
 */
import { Router, type Request } from 'express';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, forbidden, notFound, ValidationError } from '../http/errors';
import { number, parseBody, string } from '../http/validate';
import {
  choosablePaymentMethods,
  editPolicyDenialReason,
  isChoosablePaymentMethod,
  isPolicyMutable,
  isPaymentTerm,
  mostRecentPolicies,
  mayEditPaymentDetails,
  paymentTermChangeBlockedReason,
  type PaymentTermChangeBlockedReason,
} from '../../domain/insurance';
import { electronicIban, isValidIban, VALIDATION_MESSAGES_NL } from '../../domain/validation';
import { isMainInsured } from '../../domain/people';
import type { AgreementRecord, CustomerRecord, DbState } from '../seed';
import type { PolicyRecord } from '../seed';
import { visibleAgreements } from '../visibility';
import { customerFields } from './customer';
import { applyPaymentTerm } from './payment-term';
import { paymentDetailsView as storedPaymentDetailsView, recordAgreementPaymentChange } from './payment-changes';
import { REFUSALS } from '../refusals';
import { excessLimitOf, policiesOfPerson, yearForOfferedAgreement } from './policy-year';

/**
 * Whether the agreement's payment term may change today. "Mutability per contract is updated from the denial
 * reasons" and "Changing the payment term is blocked while not yet possible or during a payment deficit" (spec 02
 * §4): only while next year's packages are offered (12 November to 31 January), without a deficit, on an agreement
 * that has not ended. The details are the main insured's, shown to them only.
 */
function isPaymentTermMutable(state: DbState, agreement: AgreementRecord, today: string): boolean {
  const mainCustomer = state.customers.find((customer) => customer.customerNumber === agreement.mainCustomerNumber);
  return isPolicyMutable(
    editPolicyDenialReason({
      isMainInsured: true,
      isDefaulter: mainCustomer?.isDefaulter ?? false,
      hasAgreementEnded: agreement.hasAgreementEnded,
      isEditPossible: yearForOfferedAgreement(today) !== null,
    }),
  );
}

/**
 * The payment details as answered: as stored, with the excessLimit its policies give (not a stored figure that a
 * policy change would leave behind) and whether the term may change now (not stored: it follows the day).
 */
function paymentDetailsView(state: DbState, agreement: AgreementRecord, today: string) {
  return { ...storedPaymentDetailsView(agreement, today), paymentTermIsMutable: isPaymentTermMutable(state, agreement, today), excessLimit: excessLimitOf(state, agreement, today) };
}

/** The offered year lives with the policies of a year; read here too by older callers. */
export { yearForOfferedAgreement } from './policy-year';

/** "Changing the payment term is blocked while not yet possible or during a payment deficit" (spec 02 §4), in the portal's words, the rule named. */
const PAYMENT_TERM_BLOCKED_MESSAGES: Record<PaymentTermChangeBlockedReason, string> = {
  'payment-deficit': 'U kunt de betaaltermijn nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).',
  'not-yet-possible': 'U kunt de betaaltermijn nu niet wijzigen. Dat kan weer zodra de pakketten voor volgend jaar worden aangeboden (tot en met 31 januari) (not-yet-possible).',
};

function policyView({ customerNumber: _customer, agreementId: _agreement, ...policy }: PolicyRecord) {
  return policy;
}

export function agreementRoutes(ctx: Context): Router {
  const router = Router();

  router.get('/agreement/getMostRecentAgreements', requireToken(ctx), (_req, res) => {
    const { customer: viewer, claims } = authOf(res);
    const state = ctx.store.read();
    const mayReadPaymentDetails = claims.permissions.includes('r-pay-det');
    const today = ctx.clock.today();
    const answer = visibleAgreements(state, viewer, today).map(({ agreement, customers }) => ({
      agreementId: agreement.agreementId,
      agreementIdNumber: agreement.agreementIdNumber,
      collectivity: agreement.collectivity,
      contractCode: agreement.contractCode,
      hasBasicInsurance: agreement.hasBasicInsurance,
      policyHolders: customers.map((customer) => {
        // stored or continued into this year (issue 32 point 16): the one running today and a change saved for next
        // year beside it (issue 33 point 13), or an ended agreement's last one (domain `mostRecentPolicies`)
        const own = policiesOfPerson(state, customer, today).filter((policy) => policy.agreementId === agreement.agreementId);
        return {
          customer: customerFields(customer),
          policies: mostRecentPolicies(own, today).map(policyView),
        };
      }),
      // by permission and by role: a co-insured never reads the main insured's IBAN (issue 32 point 19)
      ...(mayReadPaymentDetails && isMainInsuredOn(agreement, viewer) ? { paymentDetails: paymentDetailsView(state, agreement, today) } : {}),
    }));
    res.json(answer);
  });

  /**
   * GET Agreement/GetPaymentDetails with agreementId, contractCode (spec 02 §7):
   * "Payment details are visible only where the user may view the agreement"
   * (§6): another agreement, or a contract code that is not the agreement's, is unknown (404).
   */
  router.get('/agreement/getPaymentDetails', requireToken(ctx), requirePermission('r-pay-det'), (req, res) => {
    const agreementId = requiredText(req, 'agreementId');
    const contractCode = requiredText(req, 'contractCode');
    const { customer: viewer } = authOf(res);
    const state = ctx.store.read();
    const visible = visibleAgreements(state, viewer, ctx.clock.today()).find(
      ({ agreement }) => agreement.agreementId === agreementId && agreement.contractCode === contractCode,
    );
    if (!visible) throw notFound(REFUSALS.agreementNotFound(agreementId));
    if (!isMainInsuredOn(visible.agreement, viewer)) throw forbidden(PAYMENT_DETAILS_MAIN_INSURED_ONLY);
    res.json(paymentDetailsView(state, visible.agreement, ctx.clock.today()));
  });

  /** GET Agreement/HasKnownIban, optional agreementId: "answer hasKnownIban, ibanPayedByInsured" (spec 02 §7). */
  router.get('/agreement/hasKnownIban', requireToken(ctx), requirePermission('r-pay-det'), (req, res) => {
    const { customer: viewer } = authOf(res);
    const agreementId = optionalText(req, 'agreementId');
    const visible = visibleAgreements(ctx.store.read(), viewer, ctx.clock.today()).filter(
      ({ agreement }) => agreementId === undefined || agreement.agreementId === agreementId,
    );
    if (agreementId !== undefined && visible.length === 0) throw notFound(REFUSALS.agreementNotFound(agreementId));
    if (agreementId !== undefined && !visible.some(({ agreement }) => isMainInsuredOn(agreement, viewer))) throw forbidden(PAYMENT_DETAILS_MAIN_INSURED_ONLY);
    // without an agreement: only the IBANs of the agreements the user is the main insured of
    const iban = visible
      .filter(({ agreement }) => isMainInsuredOn(agreement, viewer))
      .map(({ agreement }) => agreement.paymentDetails.ibanPayedByInsured).find((entry) => entry !== '') ?? null;
    res.json({ hasKnownIban: iban !== null, ibanPayedByInsured: iban });
  });

  /**
   * POST Agreement/UpdatePaymentDetails: the payment method and term of an
   * agreement of which the user is the main insured ("Only the main insured
   * may … edit … payment details", §6). The same domain rules as the screen:
   * only choosable methods, direct debit needs a known IBAN, the term only
   * when not blocked; iDEAL turns paper post into digital. Nothing is stored
   * when a rule is broken.
   */
  router.post('/agreement/updatePaymentDetails', requireToken(ctx), requirePermission('u-pay-det'), (req, res) => {
    const { account, customer } = authOf(res);
    const agreement = ownAgreement(ctx.store.read(), customer, parseBody(req.body, { agreementId: string({ maxLength: 40 }) }).agreementId, ctx.clock.today());
    if (isReimbursementIbanChange(req.body)) {
      updateReimbursementIban(req.body, agreement.agreementId);
      const after = ctx.store.read();
      res.json({
        paymentDetails: paymentDetailsView(after, after.agreements.find((entry) => entry.agreementId === agreement.agreementId)!, ctx.clock.today()),
        contactPreference: after.accounts.find((entry) => entry.username === account.username)?.contactPreference ?? 'digital',
      });
      return;
    }
    const body = parseBody(req.body, { agreementId: string(), paymentMethod: string({ maxLength: 20 }), paymentTerm: number({ integer: true }) });
    const details = agreement.paymentDetails;
    if (!isChoosablePaymentMethod(body.paymentMethod)) {
      throw badRequest(`De betaalwijze moet DirectDebit, iDeal of Mail zijn, niet '${body.paymentMethod}'.`);
    }
    if (!choosablePaymentMethods({ hasKnownIban: details.ibanPayedByInsured !== '' }).includes(body.paymentMethod)) {
      throw badRequest('Voor automatische incasso is een bekend IBAN nodig.');
    }
    if (!isPaymentTerm(body.paymentTerm)) throw badRequest(`De betaaltermijn moet 1, 3, 6 of 12 maanden zijn, niet ${body.paymentTerm}.`);
    const paymentTermIsMutable = isPaymentTermMutable(ctx.store.read(), agreement, ctx.clock.today());
    const blocked = paymentTermChangeBlockedReason({ isDefaulter: customer.isDefaulter, paymentTermIsMutable });
    if (body.paymentTerm !== details.paymentTerm && blocked !== null) {
      throw badRequest(PAYMENT_TERM_BLOCKED_MESSAGES[blocked]);
    }
    const paymentMethod = body.paymentMethod;
    const paymentTerm = body.paymentTerm;
    const today = ctx.clock.today();
    ctx.store.update((state) => {
      const stored = state.agreements.find((entry) => entry.agreementId === agreement.agreementId);
      // "payment changes before the 10th apply the next month": stored with the day it takes effect, before the new choice is
      if (stored) recordAgreementPaymentChange(stored, { paymentMethod, paymentTerm }, today);
      if (stored) stored.paymentDetails.paymentMethod = paymentMethod;
      if (paymentTerm !== details.paymentTerm) applyPaymentTerm(state, agreement.agreementId, paymentTerm);
      // "choosing iDEAL converts the policy to digital"
      const storedAccount = state.accounts.find((entry) => entry.username === account.username);
      if (storedAccount && paymentMethod === 'iDeal') storedAccount.contactPreference = 'digital';
    });
    const after = ctx.store.read();
    res.json({
      paymentDetails: paymentDetailsView(after, after.agreements.find((entry) => entry.agreementId === agreement.agreementId)!, today),
      contactPreference: after.accounts.find((entry) => entry.username === account.username)?.contactPreference ?? 'digital',
    });
  });

  /**
   * The variant of UpdatePaymentDetails with `ibanReceivedByInsured` (spec 02 "Payment details"): the account
   * reimbursements are paid to, on its own (issue 33 point 14). The same IBAN rules as UpdateIban; no mandate is
   * involved, since nothing is collected from it. Nothing is stored when the IBAN is refused.
   */
  function isReimbursementIbanChange(body: unknown): boolean {
    return typeof body === 'object' && body !== null && !Array.isArray(body) && 'ibanReceivedByInsured' in body;
  }

  function updateReimbursementIban(requestBody: unknown, agreementId: string): void {
    if (typeof requestBody === 'object' && requestBody !== null && ('paymentMethod' in requestBody || 'paymentTerm' in requestBody)) {
      throw badRequest('Wijzig het rekeningnummer voor vergoedingen apart van de betaalwijze en de betaaltermijn.');
    }
    const body = parseBody(requestBody, { agreementId: string(), ibanReceivedByInsured: string({ maxLength: 60 }) });
    const iban = electronicIban(body.ibanReceivedByInsured).toUpperCase();
    if (!isValidIban(iban)) throw badRequest(VALIDATION_MESSAGES_NL['iban-invalid']);
    ctx.store.update((state) => {
      const stored = state.agreements.find((entry) => entry.agreementId === agreementId);
      if (stored) stored.paymentDetails.ibanReceivedByInsured = iban;
    });
  }

  /**
   * POST Agreement/UpdateIban: the IBAN the premium is paid from. "IBAN:
   * spaces removed, digits and capitals only, length per country, mod-97";
   * the documented IBAN REFUSED_MANDATE_IBAN plays a bank that refuses the
   * direct-debit mandate.
   */
  router.post('/agreement/updateIban', requireToken(ctx), requirePermission('u-pay-det'), (req, res) => {
    const { customer } = authOf(res);
    const agreement = ownAgreement(ctx.store.read(), customer, parseBody(req.body, { agreementId: string({ maxLength: 40 }) }).agreementId, ctx.clock.today());
    const body = parseBody(req.body, { agreementId: string(), iban: string({ maxLength: 60 }) });
    const iban = electronicIban(body.iban).toUpperCase();
    if (!isValidIban(iban)) throw badRequest(VALIDATION_MESSAGES_NL['iban-invalid']);
    if (iban === REFUSED_MANDATE_IBAN) throw badRequest(VALIDATION_MESSAGES_NL['direct-debit-mandate-refused']);
    ctx.store.update((state) => {
      const stored = state.agreements.find((entry) => entry.agreementId === agreement.agreementId);
      if (stored) stored.paymentDetails.ibanPayedByInsured = iban;
    });
    res.json({ ibanPayedByInsured: iban });
  });

  /**
   * GET Agreement/GetAgreementsByRoleAndFilter "with role and active filters" (spec 02 §7), r-ins:
   * the agreements on which the user has that role (H, M or P; several comma-separated), `active=true`
   * only those running today, `active=false` only the ended ones, absent both. Only the user's own
   * agreements exist here, so nobody else's can be asked for.
   */
  router.get('/agreement/getAgreementsByRoleAndFilter', requireToken(ctx), requirePermission('r-ins'), (req, res) => {
    const roles = rolesOf(req);
    const active = activeFilterOf(req);
    const { customer: viewer } = authOf(res);
    const today = ctx.clock.today();
    const answer = visibleAgreements(ctx.store.read(), viewer, today)
      .map(({ agreement }) => ({ agreement, role: agreement.agreementParticipants.find((entry) => entry.customerNumber === viewer.customerNumber)?.role }))
      .filter(({ agreement, role }) => role !== undefined && roles.includes(role) && (active === undefined || isRunning(agreement, today) === active))
      .map(({ agreement, role }) => ({
        agreementId: agreement.agreementId,
        agreementIdNumber: agreement.agreementIdNumber,
        collectivity: agreement.collectivity,
        contractCode: agreement.contractCode,
        hasBasicInsurance: agreement.hasBasicInsurance,
        role,
        startDate: agreement.startDate,
        endDate: agreement.endDate,
        hasAgreementEnded: !isRunning(agreement, today),
      }));
    res.json(answer);
  });

  router.get('/agreement/getYearForOfferedAgreement', requireToken(ctx), (_req, res) => {
    const year = yearForOfferedAgreement(ctx.clock.today());
    if (year === null) res.status(204).end();
    else res.json(year);
  });

  return router;
}

export const AGREEMENT_FILTER_MESSAGES = {
  roleInvalid: "De parameter 'role' in het adres is verplicht: H (hoofdverzekerde), M (medeverzekerde) of P (partner), of enkele daarvan met komma's.",
  activeInvalid: "De parameter 'active' in het adres moet true of false zijn.",
} as const;

const ROLES = ['H', 'M', 'P'] as const;

function rolesOf(req: Request): string[] {
  const value = queryParameter(req, 'role');
  const roles = typeof value === 'string' ? value.split(',').map((role) => role.trim().toUpperCase()) : [];
  if (roles.length === 0 || roles.length > ROLES.length || !roles.every((role) => (ROLES as readonly string[]).includes(role))) {
    throw new ValidationError(AGREEMENT_FILTER_MESSAGES.roleInvalid);
  }
  return roles;
}

function activeFilterOf(req: Request): boolean | undefined {
  const value = queryParameter(req, 'active');
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw new ValidationError(AGREEMENT_FILTER_MESSAGES.activeInvalid);
  return value === 'true';
}

/** Not ended, and begun and not past its end date today. */
function isRunning(agreement: AgreementRecord, today: string): boolean {
  return !agreement.hasAgreementEnded && agreement.startDate <= today && (agreement.endDate === null || agreement.endDate >= today);
}

function queryParameter(req: Request, name: string): unknown {
  const key = Object.keys(req.query).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : req.query[key];
}

const QUERY_TEXT = /^[A-Za-z0-9-]{1,40}$/;

/** A required query parameter (name matched case-insensitively, as the paths are) of letters, digits and dashes. */
function requiredText(req: Request, name: string): string {
  const key = Object.keys(req.query).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : req.query[key];
  if (value === undefined || value === '') throw new ValidationError(`De parameter '${name}' in het adres is verplicht.`);
  if (typeof value !== 'string' || !QUERY_TEXT.test(value)) throw new ValidationError(`De parameter '${name}' mag maar één keer in het adres staan, als letters, cijfers en streepjes.`);
  return value;
}

/** The IBAN whose direct-debit mandate the fake bank refuses (README "Money"). A valid IBAN otherwise. */
export const REFUSED_MANDATE_IBAN = 'NL02ABNA0123456789';

/**
 * The payment details and IBAN are the main insured's (spec 02 §6: the main insured edits the payment
 * details and receives the invoices; issue 32 point 19): the role on the agreement decides, besides the
 * permission code, so a co-insured's token with the main insured's codes reads no IBAN.
 */
export const PAYMENT_DETAILS_MAIN_INSURED_ONLY = 'U heeft geen toegang: alleen de hoofdverzekerde kan de betaalgegevens inzien.';

function isMainInsuredOn(agreement: AgreementRecord, viewer: CustomerRecord): boolean {
  return agreement.agreementParticipants.some((entry) => entry.customerNumber === viewer.customerNumber && isMainInsured(entry.role));
}

/** An agreement of which the user is the main insured: another's is unknown (404), one where they are co-insured is forbidden (403). */
function ownAgreement(state: DbState, viewer: CustomerRecord, agreementId: string, today: string) {
  const visible = visibleAgreements(state, viewer, today).find(({ agreement }) => agreement.agreementId === agreementId);
  if (!visible) throw notFound(REFUSALS.agreementNotFound(agreementId));
  if (!isMainInsuredOn(visible.agreement, viewer)) throw forbidden('U heeft geen toegang: alleen de hoofdverzekerde kan de betaalgegevens wijzigen.');
  // "an ended agreement read-only" (spec 02): the same rule as the screen's edit entry
  if (!mayEditPaymentDetails(visible.agreement.paymentDetails, true)) throw badRequest('De overeenkomst is beëindigd: de betaalgegevens kunt u niet meer wijzigen.');
  return visible.agreement;
}

function optionalText(req: Request, name: string): string | undefined {
  const key = Object.keys(req.query).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : requiredText(req, name);
}
