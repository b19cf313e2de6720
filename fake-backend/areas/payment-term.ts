import { policyPremium, type PaymentTerm } from '../../domain/insurance';
import type { DbState } from '../seed';

/**
 * An agreement has one payment term (spec 02 "Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12
 * yearly"): a change applies to the agreement, its payment details and its policies of this year and later, whose
 * premium per term and term discount follow it (their monthly premium stays). Premium invoices already issued stay
 * as they are; the next ones follow the new term (premium-invoices.ts).
 */
export function applyPaymentTerm(draft: DbState, agreementId: string, paymentTerm: PaymentTerm, thisYear: number): void {
  const agreement = draft.agreements.find((entry) => entry.agreementId === agreementId);
  if (!agreement) return;
  agreement.paymentTerm = paymentTerm;
  agreement.paymentDetails.paymentTerm = paymentTerm;
  for (const policy of draft.policies) {
    if (policy.agreementId !== agreementId || policy.year < thisYear) continue;
    const premium = policyPremium({
      products: policy.products,
      excessDiscountAmount: policy.excessDiscountAmount,
      additionalDiscountAmount: policy.additionalDiscountAmount,
      paymentTerm,
      paymentTermDiscounts: agreement.paymentDetails.paymentTermDiscounts,
    });
    Object.assign(policy, { paymentTerm, discountPercentage: premium.discountPercentage, discountAmount: premium.discountAmount, totalNettoPremiumPaymentTerm: premium.totalNettoPremiumPaymentTerm });
  }
}
