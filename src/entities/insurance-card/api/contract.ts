import { z } from 'zod';

/** "Digital card info: customerNumber, uzoviCode, uzoviDescription, hasEHIC, ehic, insuranceCard" (spec 02 §3); the fields the portal reads. */
export const DigitalInsuranceCardContract = z.object({
  customerNumber: z.string(),
  uzoviCode: z.string(),
  uzoviDescription: z.string(),
  hasEHIC: z.boolean(),
});

export const DigitalInsuranceCardsContract = z.array(DigitalInsuranceCardContract);
export type DigitalInsuranceCard = z.infer<typeof DigitalInsuranceCardContract>;
