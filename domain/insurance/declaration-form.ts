/**
 * The declaration form (spec 02 §2 "indienen-zorgkosten", §3 "Declaration
 * form", §5 "Declarations", §9 "Claims"): one set of rules, used by the
 * wizard before it goes on and by the fake backend on `POST Declaration`.
 */
import { formatSubmittedDate, parseCalendarDate } from '../calendar';
import { validateSubmittedFiles, type FileDescriptor } from '../files';
import { parseMoney, validateMoney, validateRequiredText, validateTreatmentDate, type ValidationMessageKey } from '../validation';
import { MAXIMUM_ONLINE_DECLARATION_AMOUNT, MAXIMUM_TRIPS_PER_DECLARATION, isDeclarationAmountAllowedOnline } from './declaration-limits';
import { isDeclarationCareType, type DeclarationCareType } from './declaration-assessment';
import { EURO, convertToEuro, referenceRateOn, type ExchangeRateTable } from './exchange-rates';
import { ISO_COUNTRY_CODES } from './iso-countries';
import { OWN_CAR_MAXIMUM_KM, ownCarRideAmount, validateRideDistance } from './own-car';
import { sumOfEuros } from './money';

/** "who (person picker), what kind (ordinary bill, transport costs, costs abroad)" */
export const DECLARATION_KINDS = ['bill', 'transport', 'abroad'] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];

/** The cost types an ordinary bill can have (transport and abroad have their own kind). */
export const BILL_CARE_TYPES = [
  'general-practitioner',
  'pharmacy',
  'physiotherapy',
  'dental',
  'hospital',
  'mental-health',
  'medical-aids',
  'maternity-care',
  'district-nursing',
] as const satisfies readonly DeclarationCareType[];

/** Currencies a bill from abroad may be in (the most common for Dutch travellers). */
export const DECLARATION_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'TRY', 'MAD', 'THB', 'CAD', 'AUD'] as const;
/** A bill from abroad may come from every country (issue 33): all ISO 3166-1 codes; the form names them in Dutch. */
export const DECLARATION_COUNTRIES = ISO_COUNTRY_CODES;
export const TRANSPORT_TREATMENT_TYPES = ['dialysis', 'chemotherapy', 'radiotherapy', 'hospital', 'other'] as const;
export const TRANSPORT_TRAVEL_TYPES = ['own-car', 'public-transport', 'taxi'] as const;
export const EXTRA_COST_TYPES = ['ferry', 'toll', 'tunnel'] as const;

/** "Required fields, maximum lengths": our maxima for the free texts. */
export const DECLARATION_TEXT_MAX_LENGTH = 100;
export const DECLARATION_DESCRIPTION_MAX_LENGTH = 500;

/** A yes/no question not yet answered is ''. */
export type YesNo = 'yes' | 'no' | '';

export interface DeclarationTripValues {
  /** yyyy-MM-dd */
  date: string;
  /** 'one-way' | 'return' | '' */
  direction: string;
  /** what the trip cost, in euros ("each with date, one-way or return, amount, extra costs"); by own car the distance's amount */
  amount: string;
  /** by own car only: the one-way distance in whole km (issue 33), the amount follows from it */
  distance: string;
  /** 'ferry' | 'toll' | 'tunnel' | '' (optional) */
  extraCostType: string;
  /** optional */
  extraCostAmount: string;
}

/** The form's answers as typed; the fields of the other kinds are ignored. */
export interface DeclarationFormValues {
  kind: DeclarationKind | '';
  careType: string;
  treatmentDate: string;
  /** a period's last day; '' for one day */
  lastTreatmentDate: string;
  amount: string;
  currency: string;
  careProvider: string;
  treatmentInfo: string;
  // abroad
  country: string;
  preExistingCondition: YesNo;
  hasTravelInsurance: YesNo;
  travelInsurer: string;
  travelPolicyNumber: string;
  hasThirdPartyLiability: YesNo;
  accidentDate: string;
  accidentPlace: string;
  accidentDescription: string;
  counterPartyName: string;
  counterPartyAddress: string;
  counterPartyPostalCode: string;
  counterPartyCity: string;
  isTrafficAccident: YesNo;
  // transport
  treatmentType: string;
  travelType: string;
  travelFrom: string;
  travelTo: string;
  trips: DeclarationTripValues[];
}

export const EMPTY_TRIP: DeclarationTripValues = { date: '', direction: '', amount: '', distance: '', extraCostType: '', extraCostAmount: '' };

export const EMPTY_DECLARATION_FORM: DeclarationFormValues = {
  kind: '',
  careType: '',
  treatmentDate: '',
  lastTreatmentDate: '',
  amount: '',
  currency: 'EUR',
  careProvider: '',
  treatmentInfo: '',
  country: '',
  preExistingCondition: '',
  hasTravelInsurance: '',
  travelInsurer: '',
  travelPolicyNumber: '',
  hasThirdPartyLiability: '',
  accidentDate: '',
  accidentPlace: '',
  accidentDescription: '',
  counterPartyName: '',
  counterPartyAddress: '',
  counterPartyPostalCode: '',
  counterPartyCity: '',
  isTrafficAccident: '',
  treatmentType: '',
  travelType: '',
  travelFrom: '',
  travelTo: '',
  trips: [{ ...EMPTY_TRIP }],
};

/** Keys of the declaration's own messages (the others are the validation package's). */
export const DECLARATION_MESSAGES_NL = {
  'kind-required': 'Kies wat voor kosten u declareert.',
  'text-too-long': `Gebruik maximaal ${DECLARATION_TEXT_MAX_LENGTH} tekens.`,
  'description-too-long': `Gebruik maximaal ${DECLARATION_DESCRIPTION_MAX_LENGTH} tekens.`,
  'amount-above-online-maximum': `Een declaratie van meer dan € ${MAXIMUM_ONLINE_DECLARATION_AMOUNT.toLocaleString('nl-NL')} (in euro) kunt u niet online indienen. Stuur de nota per post.`,
  'exchange-rate-unknown': 'Voor deze munteenheid is op de behandeldatum geen koers bekend. Stuur de nota per post.',
  'last-treatment-before-first': 'De laatste behandeldatum mag niet voor de eerste liggen.',
  'trips-required': 'Voeg minimaal één rit toe.',
  'distance-invalid': `Vul de afstand in hele kilometers in, van 1 tot en met ${OWN_CAR_MAXIMUM_KM}.`,
  'ride-amount-mismatch': 'Het bedrag van deze rit klopt niet met de afstand en de kilometervergoeding.',
  'too-many-trips': `U kunt maximaal ${MAXIMUM_TRIPS_PER_DECLARATION} ritten declareren.`,
  'transport-not-allowed': 'U heeft geen toestemming om vervoerskosten te declareren voor deze verzekerde. Vervoerskosten kunt u alleen declareren voor uzelf en voor verzekerden jonger dan 16 jaar.',
} as const;

export type DeclarationOwnMessageKey = keyof typeof DECLARATION_MESSAGES_NL;
export type DeclarationMessageKey = DeclarationOwnMessageKey | ValidationMessageKey;
export type DeclarationErrors = Record<string, DeclarationMessageKey | null>;

const oneOf = (value: string, options: readonly string[]): DeclarationMessageKey | null =>
  value === '' ? 'required-field' : options.includes(value) ? null : 'choice-invalid';
const yesNo = (value: string): DeclarationMessageKey | null => (value === 'yes' || value === 'no' ? null : 'choice-required');
const text = (value: string, max = DECLARATION_TEXT_MAX_LENGTH): DeclarationMessageKey | null =>
  validateRequiredText(value) ?? (value.trim().length > max ? (max === DECLARATION_TEXT_MAX_LENGTH ? 'text-too-long' : 'description-too-long') : null);
const treatmentDate = (value: string, today: Date): DeclarationMessageKey | null => (value === '' ? 'required-field' : validateTreatmentDate(value, today));

/** A money answer: required, a valid amount, above 0; null where valid. */
function amountError(amount: string): DeclarationMessageKey | null {
  if (amount.trim() === '') return 'required-field';
  const invalid = validateMoney(amount);
  if (invalid) return invalid;
  return (parseMoney(amount) ?? 0) <= 0 ? 'amount-zero' : null;
}

/** Whether the rides are by own car: then each is claimed by its distance (issue 33). */
export const isOwnCarTransport = (values: Pick<DeclarationFormValues, 'kind' | 'travelType'>) => values.kind === 'transport' && values.travelType === 'own-car';

/** A ride's amount in euros: by own car from its distance, else as typed; null while it is no valid amount. */
export function rideAmount(values: Pick<DeclarationFormValues, 'kind' | 'travelType'>, trip: DeclarationTripValues): number | null {
  return isOwnCarTransport(values) ? ownCarRideAmount(trip.distance, trip.direction) : parseMoney(trip.amount);
}

/**
 * Issue 32: the claim's value in euros, the one the €2,000 online limit is
 * on: a bill's amount; a bill abroad converted at the reference rate of its
 * (first) treatment day; a transport's trips with their extra costs (ferry,
 * toll, tunnel) added up. null while an amount is not a valid one or no rate
 * is known for the currency on that day.
 */
export function declarationEuroValue(values: DeclarationFormValues, rates: ExchangeRateTable): number | null {
  if (values.kind === 'transport') {
    const extras = values.trips.map((trip) => (trip.extraCostType === '' ? '' : trip.extraCostAmount)).filter((amount) => amount.trim() !== '');
    const parsed = [...values.trips.map((trip) => rideAmount(values, trip)), ...extras.map((amount) => parseMoney(amount))];
    return parsed.some((amount) => amount === null) ? null : sumOfEuros(parsed as number[]);
  }
  const amount = parseMoney(values.amount);
  if (amount === null) return null;
  if (values.kind !== 'abroad') return amount;
  const rate = referenceRateOn(rates, values.currency, submittedDateOf(values.treatmentDate));
  return rate === null ? null : convertToEuro(amount, rate);
}

/**
 * "Claims: up to 2000 euro online" on the euro value. With no rates at hand
 * (`null`: the portal before they arrive) a foreign amount is not judged
 * here; the server always has them.
 */
function onlineLimitError(values: DeclarationFormValues, rates: ExchangeRateTable | null): DeclarationMessageKey | null {
  const isForeign = values.kind === 'abroad' && values.currency !== EURO;
  if (isForeign && rates === null) return null;
  const euros = declarationEuroValue(values, rates ?? {});
  if (euros === null) return isForeign && submittedDateOf(values.treatmentDate) !== '' ? 'exchange-rate-unknown' : null;
  return isDeclarationAmountAllowedOnline(euros) ? null : 'amount-above-online-maximum';
}

/**
 * Every rule of the kind's details step, by field path (`trips.3.date`),
 * `null` where valid: "Treatment date up to 3 years back, not in the
 * future"; a period ends on or after its start; amount with currency (at most
 * 2000 euro online); care provider and treatment information; for abroad
 * "country, period, currency, cost, description, a pre-existing-condition
 * answer, a travel-insurance answer (insurer and policy number only if yes),
 * and a third-party answer" (and its accident fields when yes); for
 * transport the treatment and travel type, from and to, and "at most 20
 * trips; each trip needs a date and a one-way flag; extra cost type and
 * amount optional".
 */
export function validateDeclarationDetails(values: DeclarationFormValues, today: Date, rates: ExchangeRateTable | null): DeclarationErrors {
  const errors: DeclarationErrors = {};
  if (values.kind === '') {
    errors['kind'] = 'kind-required';
    return errors;
  }
  // in the order the step shows its fields: the error summary lists them so
  if (values.kind === 'bill') errors['careType'] = values.careType === '' ? 'required-field' : (BILL_CARE_TYPES as readonly string[]).includes(values.careType) ? null : 'choice-invalid';
  if (values.kind === 'abroad') errors['country'] = oneOf(values.country, DECLARATION_COUNTRIES);
  if (values.kind !== 'transport') {
    errors['treatmentDate'] = treatmentDate(values.treatmentDate, today);
    errors['lastTreatmentDate'] =
      values.lastTreatmentDate === ''
        ? values.kind === 'abroad' ? 'required-field' : null
        : (validateTreatmentDate(values.lastTreatmentDate, today) ??
          (errors['treatmentDate'] === null && isBefore(values.lastTreatmentDate, values.treatmentDate) ? 'last-treatment-before-first' : null));
  }
  if (values.kind === 'abroad') errors['currency'] = oneOf(values.currency, DECLARATION_CURRENCIES);
  if (values.kind !== 'transport') {
    errors['amount'] = amountError(values.amount);
    if (errors['amount'] === null && !(values.kind === 'abroad' && errors['currency'] !== null)) errors['amount'] = onlineLimitError(values, rates);
    errors['careProvider'] = text(values.careProvider);
    errors['treatmentInfo'] = text(values.treatmentInfo, DECLARATION_DESCRIPTION_MAX_LENGTH);
  }
  if (values.kind === 'abroad') {
    errors['preExistingCondition'] = yesNo(values.preExistingCondition);
    errors['hasTravelInsurance'] = yesNo(values.hasTravelInsurance);
    if (values.hasTravelInsurance === 'yes') {
      errors['travelInsurer'] = text(values.travelInsurer);
      errors['travelPolicyNumber'] = text(values.travelPolicyNumber);
    }
    errors['hasThirdPartyLiability'] = yesNo(values.hasThirdPartyLiability);
    if (values.hasThirdPartyLiability === 'yes') {
      errors['accidentDate'] = treatmentDate(values.accidentDate, today);
      errors['accidentPlace'] = text(values.accidentPlace);
      errors['accidentDescription'] = text(values.accidentDescription, DECLARATION_DESCRIPTION_MAX_LENGTH);
      errors['counterPartyName'] = text(values.counterPartyName);
      errors['counterPartyAddress'] = text(values.counterPartyAddress);
      errors['counterPartyPostalCode'] = text(values.counterPartyPostalCode);
      errors['counterPartyCity'] = text(values.counterPartyCity);
      errors['isTrafficAccident'] = yesNo(values.isTrafficAccident);
    }
  }
  if (values.kind === 'transport') {
    errors['treatmentType'] = oneOf(values.treatmentType, TRANSPORT_TREATMENT_TYPES);
    errors['travelType'] = oneOf(values.travelType, TRANSPORT_TRAVEL_TYPES);
    errors['travelFrom'] = text(values.travelFrom);
    errors['travelTo'] = text(values.travelTo);
    errors['trips'] = values.trips.length === 0 ? 'trips-required' : values.trips.length > MAXIMUM_TRIPS_PER_DECLARATION ? 'too-many-trips' : null;
    values.trips.forEach((trip, index) => {
      errors[`trips.${index}.date`] = treatmentDate(trip.date, today);
      errors[`trips.${index}.direction`] = trip.direction === 'one-way' || trip.direction === 'return' ? null : 'choice-required';
      if (isOwnCarTransport(values)) {
        // by own car the distance is the answer; an amount sent with it must be the one the rate gives
        errors[`trips.${index}.distance`] = validateRideDistance(trip.distance);
        errors[`trips.${index}.amount`] =
          trip.amount.trim() === '' || errors[`trips.${index}.distance`] !== null || parseMoney(trip.amount) === rideAmount(values, trip) ? null : 'ride-amount-mismatch';
      } else errors[`trips.${index}.amount`] = amountError(trip.amount);
      errors[`trips.${index}.extraCostType`] = trip.extraCostType === '' ? null : oneOf(trip.extraCostType, EXTRA_COST_TYPES);
      errors[`trips.${index}.extraCostAmount`] =
        trip.extraCostAmount.trim() === '' ? (trip.extraCostType === '' ? null : 'required-field') : validateMoney(trip.extraCostAmount);
    });
    // the trips together, extra costs included, are the claim the limit is on
    if (errors['trips'] === null && !Object.entries(errors).some(([path, error]) => path.startsWith('trips.') && error !== null)) {
      errors['trips'] = onlineLimitError(values, rates);
    }
  }
  return errors;
}

/** "At least one file", of the declaration's types, at most 20 MB together. */
export function validateDeclarationFiles(files: readonly FileDescriptor[]): DeclarationMessageKey | null {
  return validateSubmittedFiles(files, 'declaration', { isRequired: true });
}

/** The care type a declaration of this kind is listed under. */
export function careTypeOfDeclaration(values: Pick<DeclarationFormValues, 'kind' | 'careType'>): DeclarationCareType | null {
  if (values.kind === 'transport') return 'transport';
  if (values.kind === 'abroad') return 'abroad';
  return isDeclarationCareType(values.careType) ? values.careType : null;
}

/** A date as typed (dd-MM-yyyy) or sent (yyyy-MM-dd) in the form the API takes, yyyy-MM-dd; '' when it is no date. */
export function submittedDateOf(value: string): string {
  const date = parseCalendarDate(value);
  return date ? formatSubmittedDate(date) : '';
}

const isBefore = (left: string, right: string) => submittedDateOf(left) < submittedDateOf(right);

const tripDays = (trips: readonly DeclarationTripValues[]) => trips.map((trip) => submittedDateOf(trip.date)).filter(Boolean).sort();

/** The first day of care a declaration is about (yyyy-MM-dd): a transport's first trip. */
export function firstTreatmentDateOf(values: Pick<DeclarationFormValues, 'kind' | 'treatmentDate' | 'trips'>): string {
  if (values.kind !== 'transport') return submittedDateOf(values.treatmentDate);
  return tripDays(values.trips)[0] ?? '';
}

/** The last day (yyyy-MM-dd): a period's end, a transport's last trip. */
export function lastTreatmentDateOf(values: Pick<DeclarationFormValues, 'kind' | 'treatmentDate' | 'lastTreatmentDate' | 'trips'>): string {
  if (values.kind !== 'transport') return submittedDateOf(values.lastTreatmentDate || values.treatmentDate);
  return tripDays(values.trips).at(-1) ?? '';
}

/** Whether any rule of the details step fails. */
export function hasDeclarationErrors(errors: DeclarationErrors): boolean {
  return Object.values(errors).some((error) => error !== null);
}

const ABROAD_TRAVEL_INSURANCE_FIELDS = ['travelInsurer', 'travelPolicyNumber'] as const;
const ABROAD_ACCIDENT_FIELDS = [
  'accidentDate',
  'accidentPlace',
  'accidentDescription',
  'counterPartyName',
  'counterPartyAddress',
  'counterPartyPostalCode',
  'counterPartyCity',
  'isTrafficAccident',
] as const;

/**
 * Issue 32: the questions the form asks for these answers, by field path
 * (`trips.3.amount`): those of the kind, the travel insurer and policy
 * number only after "yes, a travel insurance", the accident's fields only
 * after "yes, someone else is liable", a trip's extra cost amount only with
 * its type. An answer to any other question was never asked, and the server
 * refuses it.
 */
export function askedDeclarationFields(values: DeclarationFormValues): string[] {
  if (values.kind === 'transport') {
    return [
      'treatmentType',
      'travelType',
      'travelFrom',
      'travelTo',
      ...values.trips.flatMap((trip, index) => [
        ...['date', 'direction', 'amount', ...(isOwnCarTransport(values) ? ['distance'] : []), 'extraCostType'].map((part) => `trips.${index}.${part}`),
        ...(trip.extraCostType === '' ? [] : [`trips.${index}.extraCostAmount`]),
      ]),
    ];
  }
  const dated = ['treatmentDate', 'lastTreatmentDate', 'amount', 'careProvider', 'treatmentInfo'];
  if (values.kind === 'bill') return ['careType', ...dated];
  if (values.kind !== 'abroad') return [];
  return [
    'country',
    'currency',
    ...dated,
    'preExistingCondition',
    'hasTravelInsurance',
    ...(values.hasTravelInsurance === 'yes' ? ABROAD_TRAVEL_INSURANCE_FIELDS : []),
    'hasThirdPartyLiability',
    ...(values.hasThirdPartyLiability === 'yes' ? ABROAD_ACCIDENT_FIELDS : []),
  ];
}

/**
 * The questions the details step may ask that are not on screen with these answers: those of the other kinds, those
 * waiting for a "yes" or for a travel type or extra cost, and every trip beyond the ones shown (up to the maximum).
 * The form shows their errors only after a submit while they were asked (the forms kit's `unaskedQuestions`): a
 * question that appears after an answer, or a trip just added, is not in error before it could be answered.
 */
export function unaskedDeclarationFields(values: DeclarationFormValues): string[] {
  const asked = new Set(askedDeclarationFields(values));
  const everyTrip = Array.from({ length: MAXIMUM_TRIPS_PER_DECLARATION }, () => ({ ...EMPTY_TRIP, extraCostType: EXTRA_COST_TYPES[0] }));
  const possible = DECLARATION_KINDS.flatMap((kind) =>
    askedDeclarationFields({ ...values, kind, hasTravelInsurance: 'yes', hasThirdPartyLiability: 'yes', travelType: 'own-car', trips: everyTrip }),
  );
  return [...new Set(possible)].filter((field) => !asked.has(field));
}
