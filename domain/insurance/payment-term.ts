/**
 * "Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12 yearly" (spec 02 §3).
 * The discount key is the name under which paymentTermDiscounts lists the term.
 */
export const PAYMENT_TERMS = {
  1: { name: 'monthly', discountKey: 'monthly' },
  3: { name: 'quarterly', discountKey: 'quarterly' },
  6: { name: 'half-yearly', discountKey: 'halfYearly' },
  12: { name: 'yearly', discountKey: 'yearly' },
} as const;

export type PaymentTerm = keyof typeof PAYMENT_TERMS;
export type PaymentTermName = (typeof PAYMENT_TERMS)[PaymentTerm]['name'];
export type PaymentTermDiscountKey = (typeof PAYMENT_TERMS)[PaymentTerm]['discountKey'];

export const PAYMENT_TERM_MONTHS: readonly PaymentTerm[] = [1, 3, 6, 12];

export function isPaymentTerm(months: number): months is PaymentTerm {
  return Object.hasOwn(PAYMENT_TERMS, months);
}

export function paymentTermName(term: PaymentTerm): PaymentTermName {
  return PAYMENT_TERMS[term].name;
}

export function paymentTermDiscountKey(term: PaymentTerm): PaymentTermDiscountKey {
  return PAYMENT_TERMS[term].discountKey;
}
