import { z } from 'zod';

/** The European health card's fields, numbered as on the card (3 name … 9 expiry date). */
export const EhicContract = z.object({
  givenNames: z.string(),
  lastName: z.string(),
  /** yyyy-MM-dd */
  birthDate: z.string(),
  personalIdentificationNumber: z.string(),
  institutionIdentification: z.string(),
  cardIdentificationNumber: z.string(),
  /** yyyy-MM-dd */
  expiryDate: z.string(),
});

/** The Dutch insurance card's face: the insurance number already in groups 4-4-rest. */
export const InsuranceCardFaceContract = z.object({
  insuranceNumber: z.string(),
  policyNumber: z.string(),
  initials: z.string().nullable(),
  prefix: z.string().nullable(),
  lastName: z.string(),
  /** yyyy-MM-dd */
  birthDate: z.string(),
});

/** "Digital card info: customerNumber, uzoviCode, uzoviDescription, hasEHIC, ehic, insuranceCard" (spec 02 §3); the fields the dashboard reads. */
export const DigitalInsuranceCardContract = z.object({
  customerNumber: z.string(),
  uzoviCode: z.string(),
  uzoviDescription: z.string(),
  hasEHIC: z.boolean(),
});

export const DigitalInsuranceCardsContract = z.array(DigitalInsuranceCardContract);
export type DigitalInsuranceCard = z.infer<typeof DigitalInsuranceCardContract>;

/** The same answer as the card page draws it: with the card's face and the EHIC. */
export const InsuranceCardContract = DigitalInsuranceCardContract.extend({
  ehic: EhicContract.nullable(),
  insuranceCard: InsuranceCardFaceContract,
});
export const InsuranceCardsContract = z.array(InsuranceCardContract);
export type InsuranceCard = z.infer<typeof InsuranceCardContract>;
export type Ehic = z.infer<typeof EhicContract>;
