import { z } from 'zod';

const Method = z.string();

/**
 * Payment details (spec 02 §3): excessLimit, the three IBANs, the payment
 * method and the excess's, the term with its discounts, whether the term may
 * change, the direct-debit mandate and whether the agreement ended.
 */
export const PaymentDetailsContract = z.object({
  excessLimit: z.number(),
  ibanReceivedByInsured: z.string().nullable(),
  ibanPayedByInsured: z.string().nullable(),
  ibanExcess: z.string().nullable(),
  paymentMethod: Method,
  paymentMethodExcess: Method,
  paymentTerm: z.number().int(),
  paymentTermDiscounts: z.object({ yearly: z.number(), halfYearly: z.number(), quarterly: z.number(), monthly: z.number() }),
  paymentTermIsMutable: z.boolean(),
  hasMandatoryDirectDebit: z.boolean(),
  hasAgreementEnded: z.boolean(),
  /**
   * "Payment changes before the 10th apply the next month": a change not yet in force, with the day it takes
   * effect and the method and term paid until then (issue 32 point 15); null when none
   */
  scheduledChange: z
    .object({ effectiveFrom: z.string(), previousPaymentMethod: Method, previousPaymentTerm: z.number().int() })
    .nullish(),
});

export type PaymentDetails = z.infer<typeof PaymentDetailsContract>;
