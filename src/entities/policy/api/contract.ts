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
