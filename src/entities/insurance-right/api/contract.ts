import { z } from 'zod';

/** Insurance right (spec 02 §3): whether the yearly check is required. */
export const InsuranceRightContract = z.object({ isCheckRequired: z.boolean() });
export type InsuranceRight = z.infer<typeof InsuranceRightContract>;
