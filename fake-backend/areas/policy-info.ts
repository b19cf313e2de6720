/**
 * The policy of one insured person for a year (spec 02 §7 "GET
 * /Policy/GetPolicyInfoForYear with customerNumber, year, policyNumber"; §3
 * "Policy: subContractName, startDate, endDate, paymentTerm, discount
 * amounts and percentage, totalNettoPremiumMonth,
 * totalNettoPremiumPaymentTerm, totalGrossPremium, total discount,
 * collectivity discount and additional discount amounts,
 * excessDiscountAmount, excessAmount, products").
 *
 * The same policy as the agreement details of the year (`policyForYear`: the
 * stored choice priced from the catalogue, or next year's prolonged one), so
 * the overview's figures are the same to the cent wherever they are read.
 *
 * Checks in this order: the token and the overview's permission (read
 * insurance); the person must be one the user may see (403, spec 02 §1
 * "Privacy"); then the year and the policy number (400); a policy number
 * that is not the person's, or a year without a policy, is a 404.
 */
import { Router } from 'express';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, forbidden, handle, notFound } from '../http/errors';
import { visibleAgreements } from '../visibility';
import { policyForYear, policyView } from './policy-year';
import { REFUSALS } from '../refusals';

export const POLICY_INFO_MESSAGES = {
  customerNumber: "De parameter 'customerNumber' in het adres moet een klantnummer zijn (cijfers).",
  year: "De parameter 'year' in het adres moet een jaartal zijn (jjjj).",
  policyNumber: "De parameter 'policyNumber' in het adres moet een polisnummer zijn (12 cijfers).",
} as const;

function required(value: unknown, pattern: RegExp, message: string): string {
  if (typeof value !== 'string' || !pattern.test(value)) throw new ValidationError(message);
  return value;
}

export function policyInfoRoutes(ctx: Context): Router {
  const router = Router();
  router.get(
    '/policy/getPolicyInfoForYear',
    requireToken(ctx),
    requirePermission('r-ins'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const customerNumber = required(req.query['customerNumber'], /^\d{1,12}$/, POLICY_INFO_MESSAGES.customerNumber);
      const today = ctx.clock.today();
      const state = ctx.store.read();
      const visible = visibleAgreements(state, viewer, today).flatMap(({ agreement, customers }) =>
        customers.filter((customer) => customer.customerNumber === customerNumber).map((customer) => ({ agreement, customer })),
      );
      if (visible.length === 0) throw forbidden(REFUSALS.notVisible(customerNumber));
      const year = Number(required(req.query['year'], /^\d{4}$/, POLICY_INFO_MESSAGES.year));
      const policyNumber = required(req.query['policyNumber'], /^\d{12}$/, POLICY_INFO_MESSAGES.policyNumber);
      // the person's participation under that policy number; a policyholder may be on an agreement without being insured on it
      const onAgreements = visible.filter(({ agreement }) =>
        agreement.agreementParticipants.some((entry) => entry.customerNumber === customerNumber && entry.policyNumber === policyNumber),
      );
      if (onAgreements.length === 0) throw notFound(`Verzekerde ${customerNumber} heeft geen polis ${policyNumber}.`);
      const policy = onAgreements
        .map(({ agreement, customer }) => policyForYear(state, agreement, customer, year, today))
        .find((found) => found !== null && found.policyNumber === policyNumber);
      if (!policy) throw notFound(`Verzekerde ${customerNumber} heeft in ${year} geen polis ${policyNumber}.`);
      res.json(policyView(policy));
    }),
  );
  return router;
}
