/**
 * Excess (own risk) of an insured person for a year (spec 02 §7 "GET
 * Policy/GetExcess, optional customerNumber and year (amountTotal,
 * amountRemaining)"): the policy's excess amount, less the excess of the
 * handled declarations of that person treated in that year. Needs the
 * read-excess permission; only persons the user may see (spec 02 §1).
 */
import { Router } from 'express';
import { costMeter } from '../../domain/insurance';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { handle, notFound } from '../http/errors';
import { personAndYearOf } from '../care-cost-query';
import { excessConsumed, financialSummaryOf, policyOf } from '../care-costs';

export function policyRoutes(ctx: Context): Router {
  const router = Router();
  router.get(
    '/policy/getExcess',
    requireToken(ctx),
    requirePermission('r-exc'),
    handle((req, res) => {
      const { state, customerNumber, year } = personAndYearOf(ctx, req.query, authOf(res).customer);
      const policy = policyOf(state, customerNumber, year, ctx.clock.today());
      if (!policy) throw notFound(`Verzekerde ${customerNumber} heeft in ${year} geen polis.`);
      const meter = costMeter({ total: policy.excessAmount, consumed: excessConsumed(state, customerNumber, year) });
      res.json({ customerNumber, year, amountTotal: policy.excessAmount, amountRemaining: meter.remaining });
    }),
  );

  /**
   * Issue 17: GET Policy/GetFinancialSummary with customerNumber and year
   * (spec 02 §3, §7): the three meters. Read excess, like GetExcess; only
   * persons the user may see; a year without a policy is a 404.
   */
  router.get(
    '/policy/getFinancialSummary',
    requireToken(ctx),
    requirePermission('r-exc'),
    handle((req, res) => {
      const { state, customerNumber, year } = personAndYearOf(ctx, req.query, authOf(res).customer);
      if (!policyOf(state, customerNumber, year, ctx.clock.today())) throw notFound(`Verzekerde ${customerNumber} heeft in ${year} geen polis.`);
      res.json({ customerNumber, year, ...financialSummaryOf(state, customerNumber, year, ctx.clock.today()) });
    }),
  );
  return router;
}
