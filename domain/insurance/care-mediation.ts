import { parseISO } from 'date-fns';
import { ADULT_AGE, ageOn } from '../people';
import {
  parseWholeNumber,
  validateAgbCode,
  validateBigCode,
  validateDateInclusive,
  validateDistanceInKilometers,
  validateDistanceInMeters,
  validateHoursPerWeek,
  validateMaternityDueDate,
  validateMinutes,
  validateNumberOfMonths,
  validateRequestStartDate,
  validateTimesPerMonth,
  validateTimesPerWeek,
  validateWholeNumberInRange,
  type ValidationMessageKey,
} from '../validation';
import { requestField, requestStartDateRule, type RequestField, type RequestFlow, type RequestValues } from './request-flows';

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

// ---- the five flows: their fields and rules (spec 02 §3 "Care mediation answers", §5) ----

/** "Waiting time in months or weeks": a number of weeks from 1 to 52 (a year, as 12 months). */
export function validateWaitingWeeks(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 52 }, 'weeks-out-of-range');
}

export const WAITING_TIME_UNITS = ['months', 'weeks'] as const;

/** "Waiting time in months or weeks; months up to 12." */
export function waitingTimeError(values: RequestValues): ValidationMessageKey | null {
  const waitingTime = values['waitingTime'] ?? '';
  if (waitingTime.trim() === '') return null;
  return values['waitingTimeUnit'] === 'weeks' ? validateWaitingWeeks(waitingTime) : validateNumberOfMonths(waitingTime);
}

const careTimeOf = (values: RequestValues, prefix: 'nursing' | 'personalCare'): CareTime | null => {
  const hours = parseWholeNumber(values[`${prefix}Hours`] ?? '');
  const minutes = parseWholeNumber(values[`${prefix}Minutes`] ?? '');
  return hours === null && minutes === null ? null : { hours: hours ?? 0, minutes: minutes ?? 0 };
};

/**
 * Issue 33 point 14, "care time as '3 uur 30 minuten'": the hours a field asks together with its minutes field, as one
 * time; null when neither is a whole number (nothing to say, or an answer the field's rule refuses).
 */
export function careTimeAnswer(field: Pick<RequestField, 'name' | 'minutesField'>, values: RequestValues): CareTime | null {
  if (!field.minutesField) return null;
  const hours = parseWholeNumber(values[field.name] ?? '');
  const minutes = parseWholeNumber(values[field.minutesField] ?? '');
  return hours === null && minutes === null ? null : { hours: hours ?? 0, minutes: minutes ?? 0 };
}

const field = requestField;

/** The care times of district nursing: asked with the care chosen, required by `combinedCareTimeError`. */
const NURSING_TIME = { shownWhen: { field: 'combinedCareType', is: ['1', '3'] }, requiredByRule: true } as const;
const PERSONAL_CARE_TIME = { shownWhen: { field: 'combinedCareType', is: ['2', '3'] }, requiredByRule: true } as const;

/** "Mediation distance options 15, 50, 100 km or unlimited." */
const distance = field('distance', 'Distance', 'choice', true, { options: CARE_MEDIATION_DISTANCE_OPTIONS.map(String) });
const additionalInformation = field('additionalInformation', 'AdditionalInformation', 'textarea', false);
const waitingTime = [
  field('waitingTime', 'WaitingTime', 'whole-number', true),
  field('waitingTimeUnit', 'WaitingTimeUnit', 'choice', true, { options: WAITING_TIME_UNITS }),
];

/** Why a general practitioner is sought. */
export const GENERAL_PRACTITIONER_REASONS = ['moved', 'practice-closed', 'practice-full', 'other'] as const;
/** Where maternity care is given. */
export const MATERNITY_CARE_TYPES = ['at-home', 'birth-centre'] as const;
/** The specialisms a specialist can be sought for. */
export const MEDICAL_SPECIALISMS = [
  'orthopaedics', 'cardiology', 'dermatology', 'ophthalmology', 'ear-nose-throat', 'neurology', 'surgery', 'internal-medicine', 'other',
] as const;
/** "In a combined care type, type 1 … type 2 … otherwise": 1 nursing, 2 personal care, 3 both. */
export const COMBINED_CARE_TYPES = ['1', '2', '3'] as const;
export const MENTAL_HEALTH_TOPICS = ['depression', 'anxiety', 'addiction', 'eating-disorder', 'trauma', 'other'] as const;
/** Basic or specialised mental health care (basis-ggz, specialistische ggz). */
export const MENTAL_HEALTH_CARE_KINDS = ['basic', 'specialist'] as const;

/**
 * The five care-mediation flows, each its fields in the order of the form
 * and the spec's ranges: distance in meters 1 to 1000, km 1 to 400, months up
 * to 12, times per week 1 to 7 and per month 1 to 31, hours and minutes
 * within their maximum, the combined-care rule, BIG code 11 digits, AGB code 8
 * digits, maternity care at most 1 year before the due date. Files (a
 * referral, an indication) are optional in every flow.
 */
export const CARE_MEDIATION_FLOWS: Readonly<Record<CareMediationType, RequestFlow<CareMediationType>>> = {
  'general-practitioner': {
    id: 'general-practitioner',
    path: 'GeneralPractitioner',
    files: { isRequired: false },
    fields: [
      field('reason', 'Reason', 'choice', true, { options: GENERAL_PRACTITIONER_REASONS }),
      distance,
      field('walkingDistance', 'WalkingDistanceInMeters', 'whole-number', false, { rule: (value) => validateDistanceInMeters(value) }),
      additionalInformation,
    ],
  },
  'maternity-care': {
    id: 'maternity-care',
    path: 'MaternityCare',
    files: { isRequired: false },
    fields: [
      field('dueDate', 'DueDate', 'date', true, {
        // not in the past, and "maternity care not more than 1 year before due date"
        rule: (value, { today }) => (validateRequestStartDate(value, today) === 'date-in-past' ? 'date-in-past' : validateMaternityDueDate(value, today)),
      }),
      field('healthcareType', 'HealthcareType', 'choice', true, { options: MATERNITY_CARE_TYPES }),
      distance,
      additionalInformation,
    ],
  },
  'medical-specialist': {
    id: 'medical-specialist',
    path: 'MedicalSpecialist',
    files: { isRequired: false },
    fields: [
      field('healthcareType', 'HealthcareType', 'choice', true, { options: MEDICAL_SPECIALISMS }),
      distance,
      ...waitingTime,
      field('waitingList', 'WaitingList', 'yes-no', true),
      field('waitingListAgbCode', 'WaitingListAgbCode', 'text', true, { shownWhen: { field: 'waitingList', is: 'true' }, rule: (value) => validateAgbCode(value) }),
      field('waitingListDistance', 'WaitingListDistanceInKilometers', 'whole-number', false, {
        shownWhen: { field: 'waitingList', is: 'true' },
        rule: (value) => validateDistanceInKilometers(value),
      }),
      field('sickLeave', 'SickLeave', 'yes-no', true),
      field('sickLeaveDate', 'SickLeaveDate', 'date', true, {
        shownWhen: { field: 'sickLeave', is: 'true' },
        // sick since a day that has come
        rule: (value, { today }) => validateDateInclusive(value, { max: today }),
      }),
      field('referrerBigCode', 'ReferrerBigCode', 'text', false, { rule: (value) => validateBigCode(value) }),
      additionalInformation,
    ],
    crossRules: ({ values }) => ({ waitingTime: waitingTimeError(values) }),
  },
  'district-nursing': {
    id: 'district-nursing',
    path: 'DistrictCare',
    files: { isRequired: false },
    fields: [
      field('indication', 'Indication', 'yes-no', true),
      field('combinedCareType', 'CombinedCareType', 'choice', true, { options: COMBINED_CARE_TYPES }),
      // each care's time is asked when that care is chosen (1 nursing, 2 personal care, 3 both)
      field('nursingHours', 'NursingTime.Hours', 'whole-number', false, { ...NURSING_TIME, rule: (value) => validateHoursPerWeek(value), minutesField: 'nursingMinutes' }),
      field('nursingMinutes', 'NursingTime.Minutes', 'whole-number', false, { ...NURSING_TIME, rule: (value) => validateMinutes(value) }),
      field('personalCareHours', 'PersonalCareTime.Hours', 'whole-number', false, { ...PERSONAL_CARE_TIME, rule: (value) => validateHoursPerWeek(value), minutesField: 'personalCareMinutes' }),
      field('personalCareMinutes', 'PersonalCareTime.Minutes', 'whole-number', false, { ...PERSONAL_CARE_TIME, rule: (value) => validateMinutes(value) }),
      field('timesPerWeek', 'TimesPerWeek', 'whole-number', true, { rule: (value) => validateTimesPerWeek(value) }),
      field('startDate', 'StartDate', 'date', true, { rule: requestStartDateRule }),
      additionalInformation,
    ],
    crossRules: ({ values }) => {
      const type = Number(values['combinedCareType']);
      if (!Number.isInteger(type) || type < 1) return {};
      const error = combinedCareTimeError({
        combinedCareType: type,
        nursingTime: careTimeOf(values, 'nursing'),
        personalCareTime: careTimeOf(values, 'personalCare'),
      });
      return error === 'personal-care-time-required' ? { personalCareHours: error } : { nursingHours: error };
    },
  },
  'mental-health': {
    id: 'mental-health',
    path: 'MentalHealthCare',
    files: { isRequired: false },
    fields: [
      field('topic', 'Topic', 'choice', true, { options: MENTAL_HEALTH_TOPICS }),
      field('type', 'Type', 'choice', true, { options: MENTAL_HEALTH_CARE_KINDS }),
      field('referral', 'Referral', 'yes-no', true),
      field('referrerAgbCode', 'ReferrerAgbCode', 'text', true, { shownWhen: { field: 'referral', is: 'true' }, rule: (value) => validateAgbCode(value) }),
      field('waitingList', 'WaitingList', 'yes-no', true),
      ...waitingTime,
      field('timesPerMonth', 'TimesPerMonth', 'whole-number', false, { rule: (value) => validateTimesPerMonth(value) }),
      distance,
      additionalInformation,
    ],
    crossRules: ({ values }) => ({ waitingTime: waitingTimeError(values) }),
  },
};
