/**
 * Issue 34 (proposed addition, see pacts/README.md): GET
 * Coverage/GetCoverageForPerson with customerNumber and year: per care type
 * of the coverage catalogue, whether the person's packages pay for it and up
 * to what, what the handled declarations used and what is left, and which
 * other package would pay. Read insurance (`r-ins`), which the main insured
 * and a co-insured both carry; only persons the user may see (spec 02 §1);
 * the years the catalogue offers (this year and next).
 */
import { Router } from 'express';
import type { Context } from '../context';
import { personAndYearOf } from '../care-cost-query';
import { personCoverageOf } from '../coverage';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, handle, notFound } from '../http/errors';
import { catalogueYears } from '../seed/catalogue';

export function coverageRoutes(ctx: Context): Router {
  const router = Router();
  router.get(
    '/coverage/getCoverageForPerson',
    requireToken(ctx),
    requirePermission('r-ins'),
    handle((req, res) => {
      const { state, customerNumber, year } = personAndYearOf(ctx, req.query, authOf(res).customer);
      const today = ctx.clock.today();
      const years = catalogueYears(Number(today.slice(0, 4)));
      if (!years.includes(year)) throw new ValidationError(`Vergoedingen zijn er voor ${years.join(' en ')}; niet voor ${year}.`);
      const customer = state.customers.find((entry) => entry.customerNumber === customerNumber);
      const coverage = customer && personCoverageOf(state, customer, year, today);
      if (!coverage) throw notFound(`Verzekerde ${customerNumber} heeft in ${year} geen polis.`);
      res.json(coverage);
    }),
  );
  return router;
}
