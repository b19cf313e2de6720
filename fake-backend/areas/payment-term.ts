import { policyPremium, type PaymentTerm, type PaymentTermDiscounts } from '../../domain/insurance';
import type { DbState, PolicyRecord } from '../seed';

/**
 * An agreement has one payment term (spec 02 "Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12
 * yearly"), chosen on the payment details or with the packages in edit policy alike: the agreement's and its payment
 * details' term is the one chosen last. A policy shows the term in force for its year (issue 33 point 5:
 * `policyForYear` reads it with the changes' effective days), so a term that starts next month or on 1 January is
 * not this year's before then. Premium invoices already issued stay as they are; the next ones follow the term in
 * force on their first day (premium-invoices.ts).
 */
export function applyPaymentTerm(draft: DbState, agreementId: string, paymentTerm: PaymentTerm): void {
  const agreement = draft.agreements.find((entry) => entry.agreementId === agreementId);
  if (!agreement) return;
  agreement.paymentTerm = paymentTerm;
  agreement.paymentDetails.paymentTerm = paymentTerm;
}

/** A policy at another payment term: its premium per term and term discount follow it, its monthly premium stays. */
export function policyWithPaymentTerm(policy: PolicyRecord, paymentTerm: PaymentTerm, paymentTermDiscounts: PaymentTermDiscounts): PolicyRecord {
  if (policy.paymentTerm === paymentTerm) return policy;
  const premium = policyPremium({
    products: policy.products,
    excessDiscountAmount: policy.excessDiscountAmount,
    additionalDiscountAmount: policy.additionalDiscountAmount,
    paymentTerm,
    paymentTermDiscounts,
  });
  return {
    ...policy,
    paymentTerm,
    discountPercentage: premium.discountPercentage,
    discountAmount: premium.discountAmount,
    totalNettoPremiumPaymentTerm: premium.totalNettoPremiumPaymentTerm,
  };
}
