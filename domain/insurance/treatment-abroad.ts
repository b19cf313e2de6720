import { parseISO } from 'date-fns';
import { ageOn } from '../people';
import { validateWholeNumberInRange } from '../validation';
import {
  ABROAD_COUNTRY_CODES,
  endNotBeforeStart,
  requestEndDateRule,
  requestField,
  requestStartDateRule,
  type RequestField,
  type RequestFlow,
  type RequestValues,
} from './request-flows';

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

// ---- the five flows: their fields and rules (spec 02 §3, §5 "Care mediation and treatment abroad", §7) ----

const field = requestField;

/** "Number of dialyses": a whole number from 1 to 100 (twice a day for a stay of 7 weeks). */
export function validateNumberOfDialyses(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 100 }, 'dialyses-out-of-range');
}

/**
 * The instance abroad: "InstanceName, PractitionerName, Address with chosen
 * CountryCode, PhoneNumber, Email" (mental health) or "InstanceName,
 * Address, CountryCode, PhoneNumber, Email" (kidney dialysis, the other flows).
 */
function instanceAbroadFields({ withPractitioner, countryCode }: { withPractitioner: boolean; countryCode: string }): RequestField[] {
  return [
    field('instanceName', 'InstanceAbroad.InstanceName', 'text', true),
    ...(withPractitioner ? [field('instancePractitionerName', 'InstanceAbroad.PractitionerName', 'text', true)] : []),
    field('instanceStreet', 'InstanceAbroad.Address.Street', 'text', true),
    field('instanceHouseNumber', 'InstanceAbroad.Address.HouseNumber', 'text', true, { maxLength: 10 }),
    field('instancePostalCode', 'InstanceAbroad.Address.PostalCode', 'postal-code', true),
    field('instanceCity', 'InstanceAbroad.Address.City', 'text', true),
    field('instanceCountry', countryCode, 'country', true, { options: ABROAD_COUNTRY_CODES }),
    field('instancePhone', 'InstanceAbroad.PhoneNumber', 'phone', true),
    field('instanceEmail', 'InstanceAbroad.Email', 'email', false),
  ];
}

const period = [
  field('startDate', 'StartDate', 'date', true, { rule: requestStartDateRule }),
  field('endDate', 'EndDate', 'date', true, { rule: requestEndDateRule }),
];
const periodRule = ({ values }: { values: RequestValues }) => ({ endDate: endNotBeforeStart(values, 'startDate', 'endDate') });
const additionalInformation = field('additionalInformation', 'AdditionalInformation', 'textarea', false);

/** "Other treatment abroad requests: instance abroad name, address, phone, email, treatment data, dates, files." */
function otherTreatmentFlow(id: 'medical-treatment' | 'fertility' | 'nursing-and-care', path: string): RequestFlow<TreatmentAbroadType> {
  return {
    id,
    path,
    files: { isRequired: true },
    fields: [
      ...instanceAbroadFields({ withPractitioner: false, countryCode: 'InstanceAbroad.Address.CountryCode' }),
      field('treatment', 'TreatmentData', 'textarea', true),
      ...period,
      additionalInformation,
    ],
    crossRules: periodRule,
  };
}

/**
 * The five treatment-abroad flows. Mental health and kidney dialysis have
 * exactly the spec's fields; request dates lie from today up to 1 year ahead,
 * the end up to 2 years and not before the start.
 */
export const TREATMENT_ABROAD_FLOWS: Readonly<Record<TreatmentAbroadType, RequestFlow<TreatmentAbroadType>>> = {
  'medical-treatment': otherTreatmentFlow('medical-treatment', 'MedicalTreatment'),
  fertility: otherTreatmentFlow('fertility', 'FertilityTreatment'),
  'nursing-and-care': otherTreatmentFlow('nursing-and-care', 'NursingAndCare'),
  // "Reference (yes/no), DoctorAbroad (PractitionerName, Profession, Address Street, PostalCode, HouseNumber, City,
  // CountryCode fixed NL, PhoneNumber = prefix+number), InstanceAbroad (…), Files (multiple), AdditionalInformation (optional), Necessary."
  'mental-health': {
    id: 'mental-health',
    path: 'MentalHealth',
    files: { isRequired: true },
    fields: [
      field('reference', 'Reference', 'yes-no', true),
      field('doctorName', 'DoctorAbroad.PractitionerName', 'text', true),
      field('doctorProfession', 'DoctorAbroad.Profession', 'text', true),
      field('doctorStreet', 'DoctorAbroad.Address.Street', 'text', true),
      field('doctorPostalCode', 'DoctorAbroad.Address.PostalCode', 'dutch-postal-code', true),
      field('doctorHouseNumber', 'DoctorAbroad.Address.HouseNumber', 'house-number', true),
      field('doctorCity', 'DoctorAbroad.Address.City', 'text', true),
      field('doctorCountry', 'DoctorAbroad.Address.CountryCode', 'country', true, { fixed: 'NL' }),
      field('doctorPhonePrefix', null, 'phone-prefix', true),
      field('doctorPhone', 'DoctorAbroad.PhoneNumber', 'phone', true, { prefixField: 'doctorPhonePrefix' }),
      ...instanceAbroadFields({ withPractitioner: true, countryCode: 'InstanceAbroad.Address.CountryCode' }),
      additionalInformation,
      field('necessary', 'Necessary', 'yes-no', true),
    ],
  },
  // "InstanceAbroad (InstanceName, Address, CountryCode, PhoneNumber, Email), StartDate, EndDate, NeedsTransport (boolean);
  // only when yes: Residence (…); NumberOfDialysis, Approval (boolean), PriceMentioned (boolean), Amount only when price
  // mentioned, AdditionalInformation optional."
  'kidney-dialysis': {
    id: 'kidney-dialysis',
    path: 'KidneyDialysis',
    files: null,
    fields: [
      ...instanceAbroadFields({ withPractitioner: false, countryCode: 'InstanceAbroad.CountryCode' }),
      ...period,
      field('needsTransport', 'NeedsTransport', 'yes-no', true),
      ...(
        [
          ['residenceStreet', 'Residence.Street', 'text'],
          ['residencePostalCode', 'Residence.PostalCode', 'postal-code'],
          ['residenceHouseNumber', 'Residence.HouseNumber', 'text'],
          ['residenceCity', 'Residence.City', 'text'],
          ['residenceCountry', 'Residence.CountryCode', 'country'],
        ] as const
      ).map(([name, multipart, kind]) => field(name, multipart, kind, true, { shownWhen: { field: 'needsTransport', is: 'true' } })),
      field('numberOfDialysis', 'NumberOfDialysis', 'whole-number', true, { rule: (value) => validateNumberOfDialyses(value) }),
      field('approval', 'Approval', 'yes-no', true),
      field('priceMentioned', 'PriceMentioned', 'yes-no', true),
      field('amount', 'Amount', 'money', true, { shownWhen: { field: 'priceMentioned', is: 'true' } }),
      additionalInformation,
    ],
    crossRules: periodRule,
  },
};
