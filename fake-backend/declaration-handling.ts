/**
 * Issue 17: a declaration submitted through the portal is "In behandeling"
 * until 10 working days after it was received (`submission.handledBy`);
 * from that day of the fake clock on it is handled the way a Dutch insurer
 * would (domain `assessDeclaration`): reimbursed under the cover, the own
 * risk taken first for persons of 18 and over until the year's own risk is
 * used up, except for care that does not count towards it. Every read of
 * declarations, the excess or the financial summary settles what is due
 * first, so the list, the meters and GetExcess move together.
 *
 * Issue 32: the payout is in euros. A bill in another currency was valued
 * at the reference rate of its treatment day when it was received
 * (`declarationAmount`, beside `original`); that euro value is what is
 * assessed and paid, never the foreign amount.
 */
import { parseCalendarDate } from '../domain/calendar';
import { assessDeclaration, isDeclarationCareType } from '../domain/insurance';
import { ageOn } from '../domain/people';
import { excessConsumed, policyOf } from './care-costs';
import type { Context } from './context';
import type { DbState, DeclarationRecord } from './seed';

const isDue = (declaration: DeclarationRecord, today: string) =>
  declaration.status === 1 && declaration.submission !== undefined && declaration.submission.handledBy <= today;

/** Assesses every submitted declaration whose day has come, oldest received first; writes only when one is due. */
export function settleDueDeclarations(ctx: Pick<Context, 'store' | 'clock'>): void {
  const today = ctx.clock.today();
  if (!ctx.store.read().declarations.some((declaration) => isDue(declaration, today))) return;
  ctx.store.update((draft) => {
    const due = draft.declarations
      .filter((declaration) => isDue(declaration, today))
      .sort((a, b) => a.receivedDate.localeCompare(b.receivedDate) || a.declarationId.localeCompare(b.declarationId));
    for (const declaration of due) handle(draft, declaration, today);
  });
}

function handle(state: DbState, declaration: DeclarationRecord, today: string): void {
  const careType = declaration.submission?.careTypeKey;
  const person = state.customers.find((customer) => customer.customerNumber === declaration.customerNumber);
  const treated = parseCalendarDate(declaration.treatmentDate);
  const born = person ? parseCalendarDate(person.birthDate) : null;
  const year = Number(declaration.treatmentDate.slice(0, 4));
  const ownRisk = policyOf(state, declaration.customerNumber, year, today)?.excessAmount ?? 0;
  const result = assessDeclaration({
    amount: declaration.declarationAmount,
    careType: isDeclarationCareType(careType) ? careType : 'hospital',
    ageOnTreatment: treated && born ? ageOn(born, treated) : 0,
    ownRiskRemaining: Math.max(0, ownRisk - excessConsumed(state, declaration.customerNumber, year)),
  });
  declaration.excessAmount = result.excessAmount;
  declaration.compensatedAmount = result.compensatedAmount;
  declaration.uncompensatedAmount = result.uncompensatedAmount;
  declaration.status = 0;
  declaration.statusName = 'Afgehandeld';
  declaration.bills = declaration.bills.map((bill) => ({ ...bill, payOutAmount: result.compensatedAmount }));
}

/**
 * The insurer handles submitted declarations today, before their day (a test and demo control,
 * `POST /__fake/declarations/handle`): one by its id, or every one still in progress. Answers the ids handled.
 */
export function handleDeclarationsNow(ctx: Pick<Context, 'store' | 'clock'>, declarationId?: string): string[] {
  const today = ctx.clock.today();
  const chosen = (declaration: DeclarationRecord) =>
    declaration.status === 1 && declaration.submission !== undefined && (declarationId === undefined || declaration.declarationId === declarationId);
  const ids = ctx.store.read().declarations.filter(chosen).map((declaration) => declaration.declarationId);
  if (ids.length === 0) return [];
  ctx.store.update((draft) => {
    for (const declaration of draft.declarations) {
      if (chosen(declaration) && declaration.submission) declaration.submission.handledBy = today;
    }
  });
  settleDueDeclarations(ctx);
  return ids;
}
