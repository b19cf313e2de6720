/**
 * The person and year a care-cost read asks for, after the declarations due
 * are settled. Apart from `care-costs.ts`, which the settling itself reads.
 */
import type { Context } from './context';
import { settleDueDeclarations } from './declaration-handling';
import { ValidationError, forbidden } from './http/errors';
import { REFUSALS } from './refusals';
import type { CustomerRecord, DbState } from './seed';
import { visibleCustomerNumbers } from './visibility';

/** A query parameter of a given form, or undefined when absent; a 400 naming the rule otherwise. */
export function queryText(value: unknown, field: string, pattern: RegExp, format: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new ValidationError(`De parameter '${field}' in het adres moet ${format} zijn.`);
  }
  return value;
}

/**
 * The person and year a care-cost read asks for (`customerNumber`, `year`;
 * default the user and this year), after settling what is due, with the
 * state: 400 for a malformed parameter, 403 for a person the user may not see.
 */
export function personAndYearOf(
  ctx: Pick<Context, 'store' | 'clock'>,
  query: Record<string, unknown>,
  viewer: CustomerRecord,
): { state: DbState; customerNumber: string; year: number } {
  const customerNumber = queryText(query['customerNumber'], 'customerNumber', /^\d{1,12}$/, 'een klantnummer (cijfers)') ?? viewer.customerNumber;
  const year = Number(queryText(query['year'], 'year', /^\d{4}$/, 'een jaartal (jjjj)') ?? ctx.clock.today().slice(0, 4));
  settleDueDeclarations(ctx);
  const state = ctx.store.read();
  if (!visibleCustomerNumbers(state, viewer, ctx.clock.today()).has(customerNumber)) {
    throw forbidden(REFUSALS.notVisible(customerNumber));
  }
  return { state, customerNumber, year };
}
