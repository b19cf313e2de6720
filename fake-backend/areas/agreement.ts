/**
 * Agreement area (spec 02 §3 "Agreement (most recent)"): the agreements the
 * user is insured on, with only the policy holders they may see.
 */
import { Router, type Request } from 'express';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { notFound, ValidationError } from '../http/errors';
import type { PolicyRecord } from '../seed';
import { visibleAgreements } from '../visibility';
import { customerFields } from './customer';

function policyView({ customerNumber: _customer, agreementId: _agreement, ...policy }: PolicyRecord) {
  return policy;
}

export function agreementRoutes(ctx: Context): Router {
  const router = Router();

  router.get('/agreement/getMostRecentAgreements', requireToken(ctx), (_req, res) => {
    const { customer: viewer, claims } = authOf(res);
    const state = ctx.store.read();
    const mayReadPaymentDetails = claims.permissions.includes('r-pay-det');
    const answer = visibleAgreements(state, viewer, ctx.clock.today()).map(({ agreement, customers }) => ({
      agreementId: agreement.agreementId,
      agreementIdNumber: agreement.agreementIdNumber,
      collectivity: agreement.collectivity,
      contractCode: agreement.contractCode,
      hasBasicInsurance: agreement.hasBasicInsurance,
      policyHolders: customers.map((customer) => {
        const own = state.policies.filter(
          (policy) => policy.customerNumber === customer.customerNumber && policy.agreementId === agreement.agreementId,
        );
        const mostRecentYear = Math.max(...own.map((policy) => policy.year));
        return {
          customer: customerFields(customer),
          policies: own.filter((policy) => policy.year === mostRecentYear).map(policyView),
        };
      }),
      ...(mayReadPaymentDetails ? { paymentDetails: agreement.paymentDetails } : {}),
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
    const visible = visibleAgreements(ctx.store.read(), viewer, ctx.clock.today()).find(
      ({ agreement }) => agreement.agreementId === agreementId && agreement.contractCode === contractCode,
    );
    if (!visible) throw notFound(`Agreement not found: ${agreementId}`);
    res.json(visible.agreement.paymentDetails);
  });

  router.get('/agreement/getYearForOfferedAgreement', requireToken(ctx), (_req, res) => {
    const year = yearForOfferedAgreement(ctx.clock.today());
    if (year === null) res.status(204).end();
    else res.json(year);
  });

  return router;
}

/**
 * The year whose packages are offered (spec 02 §7 "GET
 * Agreement/GetYearForOfferedAgreement"): next year's from 12 November (when
 * Dutch insurers publish next year's premiums) to the end of the year, this
 * year's during January (policy changes until and including 31 January);
 * otherwise none (204).
 */
export function yearForOfferedAgreement(today: string): number | null {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  if (monthDay >= '11-12') return year + 1;
  if (monthDay <= '01-31') return year;
  return null;
}

const QUERY_TEXT = /^[A-Za-z0-9-]{1,40}$/;

/** A required query parameter (name matched case-insensitively, as the paths are) of letters, digits and dashes. */
function requiredText(req: Request, name: string): string {
  const key = Object.keys(req.query).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : req.query[key];
  if (value === undefined || value === '') throw new ValidationError(`Query parameter '${name}' is required`);
  if (typeof value !== 'string' || !QUERY_TEXT.test(value)) throw new ValidationError(`Query parameter '${name}' must be given once, as letters, digits and dashes`);
  return value;
}
