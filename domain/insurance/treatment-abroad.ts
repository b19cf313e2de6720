import { parseISO } from 'date-fns';
import { ageOn } from '../people';

/** "Treatment abroad flows: medical treatment, fertility, nursing and care, mental health, kidney dialysis." */
export const TREATMENT_ABROAD_TYPES = [
  'medical-treatment',
  'fertility',
  'nursing-and-care',
  'mental-health',
  'kidney-dialysis',
] as const;
export type TreatmentAbroadType = (typeof TREATMENT_ABROAD_TYPES)[number];

/** "Fertility: no right to reimbursement from age 43." */
export const FERTILITY_REIMBURSEMENT_AGE_LIMIT = 43;

/** "Fertility: no right to reimbursement from age 43": up to the day before the 43rd birthday. */
export function hasFertilityReimbursementRight(birthDate: string, today: Date): boolean {
  return ageOn(parseISO(birthDate), today) < FERTILITY_REIMBURSEMENT_AGE_LIMIT;
}
