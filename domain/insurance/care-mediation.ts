import { parseISO } from 'date-fns';
import { ADULT_AGE, ageOn } from '../people';

/** "Care mediation flows: general practitioner, maternity care, specialist, district nursing, mental health." */
export const CARE_MEDIATION_TYPES = [
  'general-practitioner',
  'maternity-care',
  'medical-specialist',
  'district-nursing',
  'mental-health',
] as const;
export type CareMediationType = (typeof CARE_MEDIATION_TYPES)[number];

/** "Mediation distance options 15, 50, 100 km or unlimited." */
export const CARE_MEDIATION_DISTANCE_OPTIONS = [15, 50, 100, 'unlimited'] as const;

/** Care types the insured may request only for themselves. */
const ONLY_FOR_ONESELF: readonly CareMediationType[] = ['general-practitioner', 'mental-health'];

/**
 * "Care mediation for general practitioner and mental health is only for
 * oneself; mental health is not for persons under 18." The person is one the
 * user may act for (see visibleInsuredPersons).
 */
export function mayRequestCareMediationFor(
  careType: CareMediationType,
  person: { customerNumber: string; birthDate: string },
  viewer: { customerNumber: string },
  today: Date,
): boolean {
  const isOneself = person.customerNumber === viewer.customerNumber;
  if (ONLY_FOR_ONESELF.includes(careType) && !isOneself) return false;
  if (careType === 'mental-health' && ageOn(parseISO(person.birthDate), today) < ADULT_AGE) return false;
  return true;
}

export interface CareTime {
  hours: number;
  minutes: number;
}

function isGiven(time: CareTime | null): boolean {
  return time !== null && time.hours * 60 + time.minutes > 0;
}

/**
 * "In a combined care type, type 1 needs nursing time, type 2 needs personal
 * care time, otherwise any of them." A time is given when it is more than 0 minutes.
 */
export function combinedCareTimeError({
  combinedCareType,
  nursingTime,
  personalCareTime,
}: {
  combinedCareType: number;
  nursingTime: CareTime | null;
  personalCareTime: CareTime | null;
}): 'nursing-time-required' | 'personal-care-time-required' | 'care-time-required' | null {
  if (combinedCareType === 1) return isGiven(nursingTime) ? null : 'nursing-time-required';
  if (combinedCareType === 2) return isGiven(personalCareTime) ? null : 'personal-care-time-required';
  return isGiven(nursingTime) || isGiven(personalCareTime) ? null : 'care-time-required';
}
