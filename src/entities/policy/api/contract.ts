import { z } from 'zod';

/** GET Policy/GetExcess: "amountTotal, amountRemaining" (spec 02 §7). */
export const ExcessContract = z.object({
  amountTotal: z.number(),
  amountRemaining: z.number(),
});

export type Excess = z.infer<typeof ExcessContract>;
