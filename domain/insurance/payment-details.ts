import { electronicIban } from '../validation/iban';
import { centsToEuro, euroToCents } from './money';
import { isPaymentMethodAllowed } from './payment-method';
import { isPaymentTerm, paymentTermDiscountKey, type PaymentTerm, type PaymentTermDiscountKey } from './payment-term';
import { paymentChangeEffectiveDate, premiumCollectionDate } from './premium-collection';

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

export type DirectDebitMandateState = 'given' | 'given-until-change' | 'not-given' | 'required-not-given';

/**
 * "the direct-debit mandate state": a mandate exists while the premium is
 * collected by direct debit; hasMandatoryDirectDebit marks a policy (e.g. a
 * collective one) that requires it, so a missing mandate there is a state of
 * its own.
 */
export function directDebitMandateState(details: {
  paymentMethod: string;
  hasMandatoryDirectDebit: boolean;
  /** a change of method that applies later: until then the premium is collected as before */
  scheduledChange?: { previousPaymentMethod: string } | null;
}): DirectDebitMandateState {
  if (details.paymentMethod.toLowerCase() === 'directdebit') return 'given';
  if (details.scheduledChange?.previousPaymentMethod.toLowerCase() === 'directdebit') return 'given-until-change';
  return details.hasMandatoryDirectDebit ? 'required-not-given' : 'not-given';
}

/** The methods a customer may choose on the portal; BOR and TPS are arranged by the employer or intermediary. */
export const CHOOSABLE_PAYMENT_METHODS = ['DirectDebit', 'iDeal', 'Mail'] as const;
export type ChoosablePaymentMethod = (typeof CHOOSABLE_PAYMENT_METHODS)[number];

export function isChoosablePaymentMethod(value: unknown): value is ChoosablePaymentMethod {
  return (CHOOSABLE_PAYMENT_METHODS as readonly unknown[]).includes(value);
}

/** "change payment method (only methods the rules allow)": "Direct debit requires IBAN known". */
export function choosablePaymentMethods({ hasKnownIban }: { hasKnownIban: boolean }): ChoosablePaymentMethod[] {
  return CHOOSABLE_PAYMENT_METHODS.filter((method) => isPaymentMethodAllowed(method, { hasKnownIban }));
}

export type PaymentTermChangeBlockedReason = 'payment-deficit' | 'not-yet-possible';

/**
 * "Changing the payment term is blocked while not yet possible or during a
 * payment deficit", with the reason: the deficit first (as the edit-policy
 * reasons are ordered), then the server's paymentTermIsMutable.
 */
export function paymentTermChangeBlockedReason({
  isDefaulter,
  paymentTermIsMutable,
}: {
  isDefaulter: boolean;
  paymentTermIsMutable: boolean;
}): PaymentTermChangeBlockedReason | null {
  if (isDefaulter) return 'payment-deficit';
  return paymentTermIsMutable ? null : 'not-yet-possible';
}

/**
 * "the premium per term and the discount for each choice": the monthly
 * premium times the months of the term, less the term's discount percentage,
 * rounded to whole cents.
 */
export function premiumPerTerm(monthlyPremium: number, term: PaymentTerm, discountPercentage: number): number {
  return centsToEuro(Math.round((euroToCents(monthlyPremium) * term * (100 - discountPercentage)) / 100));
}

/**
 * "The screen says from which date the change applies (a change before the
 * 10th applies from next month; the next collection date around the 28th,
 * the Friday before when that is a weekend)."
 */
export function paymentChangeSchedule(today: Date): { appliesFrom: Date; firstCollection: Date } {
  const appliesFrom = paymentChangeEffectiveDate(today);
  return { appliesFrom, firstCollection: premiumCollectionDate(appliesFrom) };
}

/**
 * The parts of `betaalgegevens-wijzigen/{agreementId}` that the change links of `betaal-en-rekeninggegevens` name
 * ("change payment method and term", "the IBAN paid from", "the IBAN reimbursements are paid to"): each one's words
 * are both the address's fragment (`#rekeningnummer-vergoedingen`) and the id of its section on the edit page.
 */
export const PAYMENT_DETAILS_EDIT_SECTIONS = {
  method: 'betaalwijze-en-betaaltermijn',
  ibanPayedByInsured: 'rekeningnummer-premie',
  ibanReceivedByInsured: 'rekeningnummer-vergoedingen',
} as const;
export type PaymentDetailsEditSection = keyof typeof PAYMENT_DETAILS_EDIT_SECTIONS;

/** The section an address's fragment (`#rekeningnummer-premie`, with or without its `#`) names; null for any other. */
export function paymentDetailsEditSectionOf(hash: string): PaymentDetailsEditSection | null {
  const words = hash.startsWith('#') ? hash.slice(1) : hash;
  const sections = Object.keys(PAYMENT_DETAILS_EDIT_SECTIONS) as PaymentDetailsEditSection[];
  return sections.find((section) => PAYMENT_DETAILS_EDIT_SECTIONS[section] === words) ?? null;
}
