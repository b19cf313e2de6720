/**
 * Excess (own risk) of an insured person for a year (spec 02 §7 "GET
 * Policy/GetExcess, optional customerNumber and year (amountTotal,
 * amountRemaining)"): the policy's excess amount, less the excess of the
 * handled declarations of that person treated in that year. Needs the
 * read-excess permission; only persons the user may see (spec 02 §1).
 */
import { Router } from 'express';
import { centsToEuro, euroToCents } from '../../domain/insurance';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { forbidden, handle, notFound } from '../http/errors';
import { ValidationError } from '../http/errors';
import { visibleCustomerNumbers } from '../visibility';

function queryText(value: unknown, field: string, pattern: RegExp, format: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new ValidationError(`Query parameter '${field}' must be ${format}`);
  }
  return value;
}

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
      const state = ctx.store.read();
      if (!visibleCustomerNumbers(state, viewer, ctx.clock.today()).has(customerNumber)) {
        throw forbidden(`Forbidden: customer ${customerNumber} is not visible for this account`);
      }
      const policy = state.policies.find((entry) => entry.customerNumber === customerNumber && entry.year === year);
      if (!policy) throw notFound(`No policy of customer ${customerNumber} in ${year}`);
      const consumedCents = state.declarations
        .filter((entry) => entry.customerNumber === customerNumber && entry.status === 0 && entry.treatmentDate.startsWith(`${year}-`))
        .reduce((total, entry) => total + euroToCents(entry.excessAmount), 0);
      const totalCents = euroToCents(policy.excessAmount);
      res.json({
        customerNumber,
        year,
        amountTotal: policy.excessAmount,
        amountRemaining: centsToEuro(Math.max(0, totalCents - consumedCents)),
      });
    }),
  );
  return router;
}
