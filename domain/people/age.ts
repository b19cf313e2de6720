import { differenceInYears, startOfDay } from 'date-fns';

/** "Adult age 18." */
export const ADULT_AGE = 18;
/** "Second threshold 16": from 16 a co-insured has an own account and is hidden from the main insured. */
export const OWN_ACCOUNT_AGE = 16;

/**
 * Age in whole years on the calendar day of `today`: the birthday counts from
 * its first moment, whatever the times of day; born on 29 February, a person
 * gets a year older on 1 March in other years.
 */
export function ageOn(birthDate: Date, today: Date): number {
  return differenceInYears(startOfDay(today), startOfDay(birthDate));
}

/** "isAdult (18 or over)". */
export function isAdult(birthDate: Date, today: Date): boolean {
  return ageOn(birthDate, today) >= ADULT_AGE;
}

/** "is16AndOlder": the second age check. */
export function is16AndOlder(birthDate: Date, today: Date): boolean {
  return ageOn(birthDate, today) >= OWN_ACCOUNT_AGE;
}

/** "Child under 16 check from birth date." */
export function isChildUnder16(birthDate: Date, today: Date): boolean {
  return !is16AndOlder(birthDate, today);
}
