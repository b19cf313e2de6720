/**
 * "Payment changes before the 10th apply the next month" (spec 02; issue 32
 * point 15): a change of the payment method or term is stored on the
 * agreement with the day it takes effect (domain `paymentChangeEffectiveDate`),
 * and the premium invoices of the periods before that day keep the old method
 * and term. The payment details answer the chosen method and term, and
 * `scheduledChange` (from when they apply and what is paid until then) while
 * that day has not come.
 */
import {
  isPaymentTerm,
  paymentChangeEffectiveDate,
  paymentChoiceForYear,
  paymentChoiceOn,
  pendingPaymentChange,
  recordPaymentChange,
  type PaymentChoice,
} from '../../domain/insurance';
import { formatSubmittedDate } from '../../domain/calendar';
import type { AgreementRecord } from '../seed';

function chosen(agreement: AgreementRecord): PaymentChoice {
  const { paymentMethod, paymentTerm } = agreement.paymentDetails;
  return { paymentMethod, paymentTerm: isPaymentTerm(paymentTerm) ? paymentTerm : 1 };
}

/** The day a change asked on `today` takes effect. */
export function paymentChangeEffectiveDay(today: string): string {
  return formatSubmittedDate(paymentChangeEffectiveDate(new Date(`${today}T12:00:00`)));
}

/** The payment method and term in force on `day` (a premium period's first day). */
export function paymentChoiceOfAgreementOn(agreement: AgreementRecord, day: string): PaymentChoice {
  return paymentChoiceOn(chosen(agreement), agreement.paymentChanges ?? [], day);
}

/** The payment method and term a policy of `year` shows on `today` (domain `paymentChoiceForYear`). */
export function paymentChoiceOfAgreementForYear(agreement: AgreementRecord, year: number, today: string): PaymentChoice {
  return paymentChoiceForYear(chosen(agreement), agreement.paymentChanges ?? [], year, today);
}

/**
 * Within a store update, before the new method and term are stored on
 * `draft`: records the change asked on `today`, in force from
 * `effectiveFrom` (by default the rule's day for a change asked today).
 * Answers the day it takes effect, or null when the choice in force then is
 * already the one chosen.
 */
export function recordAgreementPaymentChange(draft: AgreementRecord, after: PaymentChoice, today: string, effectiveFrom = paymentChangeEffectiveDay(today)): string | null {
  const changes = recordPaymentChange(chosen(draft), draft.paymentChanges ?? [], { requestedOn: today, effectiveFrom, after });
  draft.paymentChanges = changes;
  return changes.some((change) => change.effectiveFrom === effectiveFrom) ? effectiveFrom : null;
}

/** The payment details as answered: the chosen method and term, and the change still to take effect. */
export function paymentDetailsView(agreement: AgreementRecord, today: string) {
  const pending = pendingPaymentChange(agreement.paymentChanges ?? [], today);
  return {
    ...agreement.paymentDetails,
    scheduledChange: pending
      ? { effectiveFrom: pending.effectiveFrom, ...previousOf(paymentChoiceOfAgreementOn(agreement, today)) }
      : null,
  };
}

function previousOf(inForce: PaymentChoice) {
  return { previousPaymentMethod: inForce.paymentMethod, previousPaymentTerm: inForce.paymentTerm };
}
