import { electronicIban } from '../validation/iban';
import { isPaymentTerm, paymentTermDiscountKey, type PaymentTermDiscountKey } from './payment-term';

/** Payment details (spec 02 §3), the fields the rules read. */
export interface PaymentDetailsFacts {
  paymentTerm: number;
  paymentTermDiscounts: Record<PaymentTermDiscountKey, number>;
  hasAgreementEnded: boolean;
}

/**
 * "the IBANs … in groups of four" (issue 14): the electronic form (spaces
 * removed, capitals) printed in groups of four; an empty IBAN stays empty.
 */
export function ibanInGroupsOfFour(iban: string | null | undefined): string {
  return electronicIban(iban ?? '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * "payment term with its discount": the discount percentage paymentTermDiscounts
 * lists for the term ("Yearly payment discount 1% (percentage also from
 * data)"); null for a term the spec does not know.
 */
export function paymentTermDiscount(details: Pick<PaymentDetailsFacts, 'paymentTermDiscounts'>, term: number): number | null {
  if (!isPaymentTerm(term)) return null;
  return details.paymentTermDiscounts[paymentTermDiscountKey(term)] ?? null;
}

/**
 * "an ended agreement read-only; an edit entry per agreement only with
 * mayUpdatePaymentDetails": whether the agreement's payment details offer
 * the change entry.
 */
export function mayEditPaymentDetails(details: Pick<PaymentDetailsFacts, 'hasAgreementEnded'>, mayUpdatePaymentDetails: boolean): boolean {
  return mayUpdatePaymentDetails && !details.hasAgreementEnded;
}

export type DirectDebitMandateState = 'given' | 'not-given' | 'required-not-given';

/**
 * "the direct-debit mandate state": a mandate exists while the premium is
 * collected by direct debit; hasMandatoryDirectDebit marks a policy (e.g. a
 * collective one) that requires it, so a missing mandate there is a state of
 * its own.
 */
export function directDebitMandateState(details: { paymentMethod: string; hasMandatoryDirectDebit: boolean }): DirectDebitMandateState {
  if (details.paymentMethod.toLowerCase() === 'directdebit') return 'given';
  return details.hasMandatoryDirectDebit ? 'required-not-given' : 'not-given';
}
