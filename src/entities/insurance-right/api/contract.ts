import { boolean, object, type Infer } from '@/shared/lib/contract';

/** Insurance right (spec 02 §3): whether the yearly check is required. */
export const InsuranceRightContract = object({ isCheckRequired: boolean() });
export type InsuranceRight = Infer<typeof InsuranceRightContract>;
