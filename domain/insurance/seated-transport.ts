import { validateDistanceInKilometers, validateDistanceInMeters, validateNumberOfMonths, validateVisualAcuity, validateWholeNumberInRange } from '../validation';
import {
  endNotBeforeStart,
  requestEndDateRule,
  requestField,
  requestListCount,
  requestStartDateRule,
  RESIDENCE_COUNTRY_CODES,
  type RequestField,
  type RequestFlow,
  type RequestValues,
} from './request-flows';

/**
 * Seated patient transport request (spec 02 §3 "Seated patient transport
 * request": "CurrentSelectedCustomerNumber, RequestType, SituationType
 * (wheelchair, visually-impaired, hardship-clause, all other)"). Each
 * situation is a flow of the request frame, all sent to one call,
 * `POST SeatedPatientTransport`, with its `SituationType`.
 */
export const SEATED_TRANSPORT_SITUATIONS = ['wheelchair', 'visually-impaired', 'hardship-clause', 'other'] as const;
export type SeatedTransportSituation = (typeof SEATED_TRANSPORT_SITUATIONS)[number];

/**
 * `RequestType`: the spec names the field, not its values. Our reading: a
 * first request, or the extension of a consent that runs out (seated
 * transport is granted for a period, so the usual second request extends it).
 */
export const SEATED_TRANSPORT_REQUEST_TYPES = ['new', 'extension'] as const;

/** "Duration (amount joined with unit)": the units a treatment's duration is given in. */
export const CARE_DURATION_UNITS = ['days', 'weeks', 'months'] as const;

/** How many care instances a hardship request can name (the form offers "add another" up to this). */
export const MAX_CARE_INSTANCES = 5;

/** A duration of 1 to 365 (days, weeks or months). */
export function validateCareDuration(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 365 }, 'duration-out-of-range');
}

/** "AmountTransportNeeded": the number of rides, 1 to 999. */
export function validateRidesNeeded(value: string | number | null | undefined) {
  return validateWholeNumberInRange(value, { min: 1, max: 999 }, 'rides-out-of-range');
}

/**
 * "MultipleInstances" and the "CareInstances list" agree: yes needs at
 * least two care instances, no exactly one.
 */
export function careInstancesCountError(values: RequestValues): 'care-instances-at-least-two' | 'care-instances-only-one' | null {
  const count = requestListCount(CARE_INSTANCES, values);
  if (values['multipleInstances'] === 'true' && count < 2) return 'care-instances-at-least-two';
  if (values['multipleInstances'] === 'false' && count > 1) return 'care-instances-only-one';
  return null;
}

const field = requestField;

/** "CareInstances list, each with Name, Address (PostalCode, HouseNumber, City, Street, CountryCode), Duration (amount joined with unit), Distance, AmountTransportNeeded." */
const CARE_INSTANCES: RequestField = field('careInstances', 'CareInstances', 'list', true, {
  maxItems: MAX_CARE_INSTANCES,
  items: [
    field('instanceName', 'Name', 'text', true),
    field('instanceStreet', 'Address.Street', 'text', true),
    field('instanceHouseNumber', 'Address.HouseNumber', 'house-number', true),
    field('instancePostalCode', 'Address.PostalCode', 'postal-code', true),
    field('instanceCity', 'Address.City', 'text', true),
    field('instanceCountry', 'Address.CountryCode', 'country', true, { options: RESIDENCE_COUNTRY_CODES }),
    field('duration', 'Duration', 'whole-number', true, { unitField: 'durationUnit', rule: (value) => validateCareDuration(value) }),
    field('durationUnit', null, 'choice', true, { options: CARE_DURATION_UNITS }),
    // the distance from home to the care instance, in kilometres ("km 1 to 400")
    field('distance', 'Distance', 'whole-number', true, { rule: (value) => validateDistanceInKilometers(value) }),
    field('amountTransportNeeded', 'AmountTransportNeeded', 'whole-number', true, { rule: (value) => validateRidesNeeded(value) }),
  ],
});

const requestType = field('requestType', 'RequestType', 'choice', true, { options: SEATED_TRANSPORT_REQUEST_TYPES });

/**
 * "Common: StartDate, EndDate, CanTravelPublicOrOwn; if not own transport:
 * CanOnlyTravelCab, OnlyTravelCabExplanation, NeedsEscort;
 * AdditionalInformation optional; Files." The explanation is asked when
 * only a taxi will do. Dates: "not in the past and not more than 1 year
 * ahead (end date up to 2 years)", the end not before the start.
 */
const COMMON_FIELDS: readonly RequestField[] = [
  field('startDate', 'StartDate', 'date', true, { rule: requestStartDateRule }),
  field('endDate', 'EndDate', 'date', true, { rule: requestEndDateRule }),
  field('canTravelPublicOrOwn', 'CanTravelPublicOrOwn', 'yes-no', true),
  field('canOnlyTravelCab', 'CanOnlyTravelCab', 'yes-no', true, { shownWhen: { field: 'canTravelPublicOrOwn', is: 'false' } }),
  field('onlyTravelCabExplanation', 'OnlyTravelCabExplanation', 'textarea', true, { shownWhen: { field: 'canOnlyTravelCab', is: 'true' } }),
  field('needsEscort', 'NeedsEscort', 'yes-no', true, { shownWhen: { field: 'canTravelPublicOrOwn', is: 'false' } }),
  field('additionalInformation', 'AdditionalInformation', 'textarea', false),
];

function seatedTransportFlow(
  id: SeatedTransportSituation,
  own: readonly RequestField[],
  ownRules?: (values: RequestValues) => Partial<Record<string, ReturnType<typeof careInstancesCountError>>>,
): RequestFlow<SeatedTransportSituation> {
  return {
    id,
    path: '',
    constants: [['SituationType', id]],
    files: { isRequired: true },
    fields: [requestType, ...own, ...COMMON_FIELDS],
    crossRules: ({ values }) => ({ ...ownRules?.(values), endDate: endNotBeforeStart(values, 'startDate', 'endDate') }),
  };
}

/**
 * The four situations with exactly the spec's fields:
 * - wheelchair: "MaxAmountWalking, LongTermDependent, NumberOfMonths only if
 *   not long-term" (the walking distance in meters, 1 to 1000; months 1 to 12);
 * - visually impaired: "SmallerAs20Degrees, LeftEye, RightEye" (acuity such as 0,9);
 * - hardship clause: "Indication, MultipleInstances, CareInstances list";
 * - all other: "Name, CareInstance address with CountryCode NL".
 */
export const SEATED_TRANSPORT_FLOWS: Readonly<Record<SeatedTransportSituation, RequestFlow<SeatedTransportSituation>>> = {
  wheelchair: seatedTransportFlow('wheelchair', [
    field('maxAmountWalking', 'MaxAmountWalking', 'whole-number', true, { rule: (value) => validateDistanceInMeters(value) }),
    field('longTermDependent', 'LongTermDependent', 'yes-no', true),
    field('numberOfMonths', 'NumberOfMonths', 'whole-number', true, {
      shownWhen: { field: 'longTermDependent', is: 'false' },
      rule: (value) => validateNumberOfMonths(value),
    }),
  ]),
  'visually-impaired': seatedTransportFlow('visually-impaired', [
    field('smallerAs20Degrees', 'SmallerAs20Degrees', 'yes-no', true),
    field('leftEye', 'LeftEye', 'text', true, { maxLength: 4, rule: (value) => validateVisualAcuity(value) }),
    field('rightEye', 'RightEye', 'text', true, { maxLength: 4, rule: (value) => validateVisualAcuity(value) }),
  ]),
  'hardship-clause': seatedTransportFlow(
    'hardship-clause',
    [field('indication', 'Indication', 'yes-no', true), field('multipleInstances', 'MultipleInstances', 'yes-no', true), CARE_INSTANCES],
    (values) => ({ multipleInstances: careInstancesCountError(values) }),
  ),
  other: seatedTransportFlow('other', [
    field('name', 'Name', 'text', true),
    field('careStreet', 'CareInstance.Address.Street', 'text', true),
    field('careHouseNumber', 'CareInstance.Address.HouseNumber', 'house-number', true),
    field('carePostalCode', 'CareInstance.Address.PostalCode', 'dutch-postal-code', true),
    field('careCity', 'CareInstance.Address.City', 'text', true),
    field('careCountry', 'CareInstance.Address.CountryCode', 'country', true, { fixed: 'NL' }),
  ]),
};

/** The flow a received request's `SituationType` names, or null. */
export function seatedTransportFlowOf(situationType: string): RequestFlow<SeatedTransportSituation> | null {
  return (SEATED_TRANSPORT_SITUATIONS as readonly string[]).includes(situationType)
    ? SEATED_TRANSPORT_FLOWS[situationType as SeatedTransportSituation]
    : null;
}
