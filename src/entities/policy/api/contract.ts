import { z } from 'zod';

/** GET Policy/GetExcess: "amountTotal, amountRemaining" (spec 02 §7). */
export const ExcessContract = z.object({
  amountTotal: z.number(),
  amountRemaining: z.number(),
});

export type Excess = z.infer<typeof ExcessContract>;

/** One meter of the financial summary: "total, consumed, remaining and percentage consumed" (spec 02 §3). */
export const CostMeterContract = z.object({
  total: z.number(),
  consumed: z.number(),
  remaining: z.number(),
  percentageConsumed: z.number(),
});

/** Issue 17: GET Policy/GetFinancialSummary: "for excess, for GVS and for dental". */
export const FinancialSummaryContract = z.object({
  excess: CostMeterContract,
  gvs: CostMeterContract,
  dental: CostMeterContract,
});

export type FinancialSummary = z.infer<typeof FinancialSummaryContract>;

/** "Product: code, name, typeOfProduct, collectivityDiscountAmount, nettoPremium" (spec 02 §3). */
export const PolicyProductContract = z.object({
  code: z.string(),
  name: z.string(),
  typeOfProduct: z.string(),
  collectivityDiscountAmount: z.number(),
  nettoPremium: z.number(),
});

/**
 * "Policy: subContractName, startDate, endDate, paymentTerm, discount amounts
 * and percentage, totalNettoPremiumMonth, totalNettoPremiumPaymentTerm,
 * totalGrossPremium, total discount, collectivity discount and additional
 * discount amounts, excessDiscountAmount, excessAmount, products" (spec 02
 * §3), as GET /Policy/GetPolicyInfoForYear answers it. Every amount is a
 * monthly premium in euros except the term's.
 */
export const PolicyContract = z.object({
  subContractName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  paymentTerm: z.number(),
  discountAmount: z.number(),
  discountPercentage: z.number(),
  totalNettoPremiumMonth: z.number(),
  totalNettoPremiumPaymentTerm: z.number(),
  totalGrossPremium: z.number(),
  totalDiscount: z.number(),
  collectivityDiscountAmount: z.number(),
  additionalDiscountAmount: z.number(),
  excessDiscountAmount: z.number(),
  excessAmount: z.number(),
  products: z.array(PolicyProductContract),
});

export type Policy = z.infer<typeof PolicyContract>;
