/**
 * "Payment changes before the 10th apply the next month" (spec 02): a change
 * of the payment method or term is stored with the day it takes effect
 * (`paymentChangeEffectiveDate`), and what was chosen before it stays in
 * force until then: the premium invoices of the periods before it keep the
 * old method and term, and the payment details say from when the new one
 * applies. Days are 'yyyy-MM-dd'.
 */
import type { PaymentTerm } from './payment-term';

/** How the premium is paid: the method and the term. */
export interface PaymentChoice {
  paymentMethod: string;
  paymentTerm: PaymentTerm;
}

/** A change of the payment choice: in force from `effectiveFrom`, `before` until then. */
export interface ScheduledPaymentChange {
  effectiveFrom: string;
  /** the day it was asked */
  requestedOn: string;
  before: PaymentChoice;
  after: PaymentChoice;
}

const byEffectiveDay = (a: ScheduledPaymentChange, b: ScheduledPaymentChange) => a.effectiveFrom.localeCompare(b.effectiveFrom);

/**
 * The payment choice in force on `day`: the choice before the first change
 * that has not taken effect by then; `current` (the latest chosen) once all
 * have.
 */
export function paymentChoiceOn(current: PaymentChoice, changes: readonly ScheduledPaymentChange[], day: string): PaymentChoice {
  const notYet = [...changes].sort(byEffectiveDay).find((change) => change.effectiveFrom > day);
  return notYet ? notYet.before : current;
}

/**
 * The payment choice a year's policy shows on `today` (issue 33 point 5: a
 * change that takes effect on 1 January next year must not show on this
 * year's policy before then): this year's, the one in force today; a later
 * year's, the one in force on its 1 January; an earlier year's, the one in
 * force on its 31 December. One setting, read on the day that stands for the
 * year.
 */
export function paymentChoiceForYear(current: PaymentChoice, changes: readonly ScheduledPaymentChange[], year: number, today: string): PaymentChoice {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const day = today < first ? first : today > last ? last : today;
  return paymentChoiceOn(current, changes, day);
}

/**
 * The day a change asked on `requestedOn` takes effect for the policy of
 * `year`: "payment changes before the 10th apply the next month" (the
 * `asOfRule` day), and never before that year begins (a term chosen with next
 * year's packages is next year's).
 */
export function paymentChangeEffectiveForYear(asOfRule: string, year: number): string {
  const first = `${year}-01-01`;
  return asOfRule < first ? first : asOfRule;
}

/** The change still to take effect after `today` (the latest chosen), or null. */
export function pendingPaymentChange(changes: readonly ScheduledPaymentChange[], today: string): ScheduledPaymentChange | null {
  return [...changes].sort(byEffectiveDay).filter((change) => change.effectiveFrom > today).at(-1) ?? null;
}

/**
 * The changes after choosing `after` on `requestedOn`, in force from
 * `effectiveFrom`: a change not yet in force on that day is replaced by the
 * new choice (it never took effect, so what was in force before it stays the
 * `before`); no change is recorded when the choice in force then is the one
 * chosen.
 */
export function recordPaymentChange(
  current: PaymentChoice,
  changes: readonly ScheduledPaymentChange[],
  change: { requestedOn: string; effectiveFrom: string; after: PaymentChoice },
): ScheduledPaymentChange[] {
  const before = paymentChoiceOn(current, changes, dayBefore(change.effectiveFrom));
  const kept = changes.filter((entry) => entry.effectiveFrom < change.effectiveFrom);
  if (before.paymentMethod === change.after.paymentMethod && before.paymentTerm === change.after.paymentTerm) return kept;
  return [...kept, { ...change, before }];
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
