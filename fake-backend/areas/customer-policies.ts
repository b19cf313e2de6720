/**
 * Who has which policy (spec 02 §7 "Customer", "Policy"): the insured
 * persons the user may see (spec 02 §1 "Privacy", `visibility.ts`), chosen
 * by their policies, and the number of a person's running policy.
 *
 * - `GET Customer/GetAllCustomersWithPolicyForYear?year=&checkForOffer=`
 *   (r-ins): the persons with a policy in that year, each with that year's
 *   policy. With `checkForOffer=true` the year must be the offered one
 *   (`GetYearForOfferedAgreement`); its policies are those the insurer
 *   continues or a saved change, so the answer is who the offer is for.
 * - `GET Customer/getAllCustomersWithActiveInsuranceCard` (c-ehic, like the
 *   card itself, spec 02 §6): the persons whose policy runs today, each with it.
 * - `GET Customer/GetAllCustomersWithPolicy` (r-ins): the persons with a
 *   policy in any year up to this one (and next year's once saved), each with
 *   all of them, newest first.
 * - `GET Customer/GetAllCustomersWithPolicyInPast` (r-ins): the persons with
 *   a policy in a year before this one, each with only those.
 * - `GET Policy/GetActivePolicyNumber?customerNumber=` (r-ins; default the
 *   user): the number of the person's running policy as a JSON string, 204
 *   when none runs; 403 for a person the user may not see.
 *
 * Each answer is the Customer entity (spec 02 §3) whose `policies` are the
 * chosen ones (policyNumber, year, startDate, endDate). The permission is
 * checked before any parameter.
 */
import { Router, type Request } from 'express';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, forbidden } from '../http/errors';
import { REFUSALS } from '../refusals';
import type { CustomerRecord, DbState, PolicyRecord } from '../seed';
import { visibleAgreements } from '../visibility';
import { customerFields } from './customer';
import { policiesOfPerson, policyOfPersonForYear, runningPolicy, yearForOfferedAgreement } from './policy-year';

export const CUSTOMER_POLICY_MESSAGES = {
  yearRequired: "De parameter 'year' in het adres is verplicht (een jaartal, jjjj).",
  checkForOfferInvalid: "De parameter 'checkForOffer' in het adres moet true of false zijn.",
  customerNumberInvalid: "De parameter 'customerNumber' in het adres moet een klantnummer (cijfers) zijn.",
  notOffered: (year: number) => `Voor ${year} is er (nog) geen aanbod: de premies van dat jaar zijn niet bekend.`,
} as const;

/** The visible persons over all the viewer's agreements, each once, in the agreements' order. */
function visiblePersons(state: DbState, viewer: CustomerRecord, today: string): CustomerRecord[] {
  const byNumber = new Map<string, CustomerRecord>();
  for (const { customers } of visibleAgreements(state, viewer, today)) {
    for (const customer of customers) if (!byNumber.has(customer.customerNumber)) byNumber.set(customer.customerNumber, customer);
  }
  return [...byNumber.values()];
}

function policySummary(policy: PolicyRecord) {
  return { policyNumber: policy.policyNumber, year: policy.year, startDate: policy.startDate, endDate: policy.endDate };
}

/** The visible persons with at least one chosen policy, each with only those. */
function personsWith(state: DbState, viewer: CustomerRecord, today: string, choose: (customer: CustomerRecord) => PolicyRecord[]) {
  return visiblePersons(state, viewer, today).flatMap((customer) => {
    const policies = choose(customer);
    return policies.length === 0 ? [] : [{ ...customerFields(customer), policies: policies.map(policySummary) }];
  });
}

/** A query parameter by name, case-insensitively as the paths are; undefined when absent or empty. */
function queryValue(req: Request, name: string): unknown {
  const key = Object.keys(req.query).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : req.query[key];
  return value === '' ? undefined : value;
}

function yearOf(req: Request): number {
  const value = queryValue(req, 'year');
  if (typeof value !== 'string' || !/^\d{4}$/.test(value)) throw new ValidationError(CUSTOMER_POLICY_MESSAGES.yearRequired);
  return Number(value);
}

function checkForOfferOf(req: Request): boolean {
  const value = queryValue(req, 'checkForOffer');
  if (value === undefined) return false;
  if (value !== 'true' && value !== 'false') throw new ValidationError(CUSTOMER_POLICY_MESSAGES.checkForOfferInvalid);
  return value === 'true';
}

function runningPolicies(state: DbState, customer: CustomerRecord, today: string): PolicyRecord[] {
  return state.agreements
    .filter((agreement) => agreement.agreementParticipants.some((entry) => entry.customerNumber === customer.customerNumber))
    .flatMap((agreement) => runningPolicy(state, agreement, customer, today) ?? []);
}

export function customerPolicyRoutes(ctx: Context): Router {
  const router = Router();

  router.get('/customer/getAllCustomersWithPolicyForYear', requireToken(ctx), requirePermission('r-ins'), (req, res) => {
    const year = yearOf(req);
    const checkForOffer = checkForOfferOf(req);
    const today = ctx.clock.today();
    if (checkForOffer && yearForOfferedAgreement(today) !== year) throw new ValidationError(CUSTOMER_POLICY_MESSAGES.notOffered(year));
    const state = ctx.store.read();
    res.json(personsWith(state, authOf(res).customer, today, (customer) => {
      const policy = policyOfPersonForYear(state, customer.customerNumber, year, today);
      return policy ? [policy] : [];
    }));
  });

  router.get('/customer/getAllCustomersWithActiveInsuranceCard', requireToken(ctx), requirePermission('c-ehic'), (_req, res) => {
    const state = ctx.store.read();
    const today = ctx.clock.today();
    res.json(personsWith(state, authOf(res).customer, today, (customer) => runningPolicies(state, customer, today)));
  });

  router.get('/customer/getAllCustomersWithPolicy', requireToken(ctx), requirePermission('r-ins'), (_req, res) => {
    const state = ctx.store.read();
    const today = ctx.clock.today();
    res.json(personsWith(state, authOf(res).customer, today, (customer) => policiesOfPerson(state, customer, today)));
  });

  router.get('/customer/getAllCustomersWithPolicyInPast', requireToken(ctx), requirePermission('r-ins'), (_req, res) => {
    const state = ctx.store.read();
    const today = ctx.clock.today();
    const thisYear = Number(today.slice(0, 4));
    res.json(
      personsWith(state, authOf(res).customer, today, (customer) => policiesOfPerson(state, customer, today).filter((policy) => policy.year < thisYear)),
    );
  });

  router.get('/policy/getActivePolicyNumber', requireToken(ctx), requirePermission('r-ins'), (req, res) => {
    const { customer: viewer } = authOf(res);
    const asked = queryValue(req, 'customerNumber');
    if (asked !== undefined && (typeof asked !== 'string' || !/^\d{1,12}$/.test(asked))) {
      throw new ValidationError(CUSTOMER_POLICY_MESSAGES.customerNumberInvalid);
    }
    const state = ctx.store.read();
    const today = ctx.clock.today();
    const customerNumber = asked ?? viewer.customerNumber;
    const customer = visiblePersons(state, viewer, today).find((entry) => entry.customerNumber === customerNumber);
    if (!customer) throw forbidden(REFUSALS.notVisible(customerNumber));
    const policy = runningPolicies(state, customer, today)[0];
    if (policy) res.json(policy.policyNumber);
    else res.status(204).end();
  });

  return router;
}
