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
import { forbidden, handle, notFound } from '../http/errors';
import { excessConsumed, financialSummaryOf, policyOf, queryText } from '../care-costs';
import { settleDueDeclarations } from '../declaration-handling';
import { visibleCustomerNumbers } from '../visibility';

export function policyRoutes(ctx: Context): Router {
  const router = Router();
  router.get(
    '/policy/getExcess',
    requireToken(ctx),
    requirePermission('r-exc'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const customerNumber = queryText(req.query['customerNumber'], 'customerNumber', /^\d{1,12}$/, 'a customer number (digits)') ?? viewer.customerNumber;
      const year = Number(queryText(req.query['year'], 'year', /^\d{4}$/, 'a year (yyyy)') ?? ctx.clock.today().slice(0, 4));
      settleDueDeclarations(ctx);
      const state = ctx.store.read();
      if (!visibleCustomerNumbers(state, viewer, ctx.clock.today()).has(customerNumber)) {
        throw forbidden(`Forbidden: customer ${customerNumber} is not visible for this account`);
      }
      const policy = policyOf(state, customerNumber, year);
      if (!policy) throw notFound(`No policy of customer ${customerNumber} in ${year}`);
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
      const { customer: viewer } = authOf(res);
      const customerNumber = queryText(req.query['customerNumber'], 'customerNumber', /^\d{1,12}$/, 'a customer number (digits)') ?? viewer.customerNumber;
      const year = Number(queryText(req.query['year'], 'year', /^\d{4}$/, 'a year (yyyy)') ?? ctx.clock.today().slice(0, 4));
      settleDueDeclarations(ctx);
      const state = ctx.store.read();
      if (!visibleCustomerNumbers(state, viewer, ctx.clock.today()).has(customerNumber)) {
        throw forbidden(`Forbidden: customer ${customerNumber} is not visible for this account`);
      }
      if (!policyOf(state, customerNumber, year)) throw notFound(`No policy of customer ${customerNumber} in ${year}`);
      res.json({ customerNumber, year, ...financialSummaryOf(state, customerNumber, year) });
    }),
  );
  return router;
}
