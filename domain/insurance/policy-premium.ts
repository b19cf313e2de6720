import { centsToEuro, euroToCents } from './money';
import { PAYMENT_TERMS, type PaymentTerm } from './payment-term';

/**
 * The premium of a policy (spec 02 §3 "Policy: … paymentTerm, discount amounts
 * and percentage, totalNettoPremiumMonth, totalNettoPremiumPaymentTerm,
 * totalGrossPremium, total discount, collectivity discount and additional
 * discount amounts, excessDiscountAmount, excessAmount, products" and
 * "Product: code, name, typeOfProduct, collectivityDiscountAmount,
 * nettoPremium"). Every amount is a monthly premium in euros; sums are made
 * in whole cents so that the lines always add up to the totals.
 */

/** "paymentTermDiscounts (yearly, halfYearly, quarterly, monthly)": percentages off the premium of a term. */
export interface PaymentTermDiscounts {
  yearly: number;
  halfYearly: number;
  quarterly: number;
  monthly: number;
}

/** "Yearly payment discount 1% (percentage also from data)" (spec 02 §9): the default discounts per term. */
export const DEFAULT_PAYMENT_TERM_DISCOUNTS: PaymentTermDiscounts = { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 };

/** A percentage of a euro amount, rounded half up to the cent. */
export function percentageOf(amount: number, percentage: number): number {
  return centsToEuro(Math.round((euroToCents(amount) * percentage) / 100));
}

/** A product's net premium: its gross premium less its collectivity discount (a percentage of the gross, to the cent). */
export function productPremium(grossPremium: number, collectivityDiscountPercentage: number) {
  const collectivityDiscountAmount = percentageOf(grossPremium, collectivityDiscountPercentage);
  return {
    collectivityDiscountAmount,
    nettoPremium: centsToEuro(euroToCents(grossPremium) - euroToCents(collectivityDiscountAmount)),
  };
}

export interface PricedProduct {
  nettoPremium: number;
  collectivityDiscountAmount: number;
}

export interface PolicyPremiumInput {
  products: readonly PricedProduct[];
  /** the monthly discount for a voluntary own risk */
  excessDiscountAmount: number;
  /** a label's extra monthly discount on top of the products' collectivity discounts */
  additionalDiscountAmount?: number;
  paymentTerm: PaymentTerm;
  paymentTermDiscounts: PaymentTermDiscounts;
}

export interface PolicyPremium {
  totalGrossPremium: number;
  collectivityDiscountAmount: number;
  additionalDiscountAmount: number;
  excessDiscountAmount: number;
  /** discounts per month: collectivity, additional and own risk */
  totalDiscount: number;
  totalNettoPremiumMonth: number;
  /** the payment term's discount percentage ("discount … percentage") */
  discountPercentage: number;
  /** the payment term's discount on the premium of one term (e.g. 1% of twelve months when paying yearly) */
  discountAmount: number;
  totalNettoPremiumPaymentTerm: number;
}

/**
 * The totals of a policy: gross is the products' net premiums plus their
 * collectivity discounts; the monthly net is the products' net premiums less
 * the own-risk and additional discounts (never below 0); the premium per
 * term is the monthly net times the term's months less the term's discount
 * percentage of that (to the cent).
 */
export function policyPremium(input: PolicyPremiumInput): PolicyPremium {
  const nettoCents = input.products.reduce((total, product) => total + euroToCents(product.nettoPremium), 0);
  const collectivityCents = input.products.reduce((total, product) => total + euroToCents(product.collectivityDiscountAmount), 0);
  const excessCents = euroToCents(input.excessDiscountAmount);
  const additionalCents = euroToCents(input.additionalDiscountAmount ?? 0);
  const monthCents = Math.max(0, nettoCents - excessCents - additionalCents);
  const discountPercentage = input.paymentTermDiscounts[PAYMENT_TERMS[input.paymentTerm].discountKey];
  const termCents = monthCents * input.paymentTerm;
  const termDiscountCents = Math.round((termCents * discountPercentage) / 100);
  return {
    totalGrossPremium: centsToEuro(nettoCents + collectivityCents),
    collectivityDiscountAmount: centsToEuro(collectivityCents),
    additionalDiscountAmount: centsToEuro(additionalCents),
    excessDiscountAmount: centsToEuro(excessCents),
    totalDiscount: centsToEuro(collectivityCents + excessCents + additionalCents),
    totalNettoPremiumMonth: centsToEuro(monthCents),
    discountPercentage,
    discountAmount: centsToEuro(termDiscountCents),
    totalNettoPremiumPaymentTerm: centsToEuro(termCents - termDiscountCents),
  };
}
