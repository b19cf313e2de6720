/**
 * Issue 34 (proposed addition, see pacts/README.md): GET
 * Coverage/GetCoverageForPerson with customerNumber and year: per care type
 * of the coverage catalogue, whether the person's packages pay for it and up
 * to what, what the handled declarations used and what is left, and which
 * other package would pay. Read insurance (`r-ins`), which the main insured
 * and a co-insured both carry; only persons the user may see (spec 02 §1);
 * the years the catalogue offers (this year and next).
 *
 * Issue 34 point 4 (proposed addition): GET Coverage/GetCoverageForProducts
 * with year and productIds (comma-separated package codes): the catalogue of
 * those packages for the year, which the policy edit screen compares for each
 * person. Not a person's data: the same read permission, no owner.
 */

/** At most this many packages in one question: every card of the edit screen fits. */
const MAX_PRODUCT_IDS = 40;

/** The package codes of `productIds`: 400 when absent, malformed, too many or unknown to the catalogue. */
function productIdsOf(value: unknown): string[] {
  const text = queryText(value, 'productIds', /^[A-Za-z0-9]{1,12}(,[A-Za-z0-9]{1,12})*$/, 'een lijst van pakketcodes, gescheiden door komma’s');
  if (text === undefined) throw new ValidationError("Geef de pakketten op met de parameter 'productIds'.");
  const codes = [...new Set(text.split(','))];
  if (codes.length > MAX_PRODUCT_IDS) throw new ValidationError(`Vraag naar hoogstens ${MAX_PRODUCT_IDS} pakketten tegelijk.`);
  const unknown = codes.filter((code) => !catalogueProduct(code));
  if (unknown.length > 0) throw new ValidationError(`Onbekend pakket: ${unknown.join(', ')}.`);
  return codes;
}

/** The year asked (default this year): 400 when malformed or not one the catalogue offers. */
function catalogueYearOf(value: unknown, today: string): number {
  const thisYear = Number(today.slice(0, 4));
  const year = Number(queryText(value, 'year', /^\d{4}$/, 'een jaartal (jjjj)') ?? thisYear);
  const years = catalogueYears(thisYear);
  if (!years.includes(year)) throw new ValidationError(`Vergoedingen zijn er voor ${years.join(' en ')}; niet voor ${year}.`);
  return year;
}
import { Router } from 'express';
import type { Context } from '../context';
import { personAndYearOf, queryText } from '../care-cost-query';
import { personCoverageOf, productsCoverageOf } from '../coverage';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, handle, notFound } from '../http/errors';
import { catalogueProduct, catalogueYears } from '../seed/catalogue';

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
  router.get(
    '/coverage/getCoverageForProducts',
    requireToken(ctx),
    requirePermission('r-ins'),
    handle((req, res) => {
      const today = ctx.clock.today();
      const year = catalogueYearOf(req.query['year'], today);
      const codes = productIdsOf(req.query['productIds']);
      res.json(productsCoverageOf(codes, year, Number(today.slice(0, 4))));
    }),
  );
  return router;
}
