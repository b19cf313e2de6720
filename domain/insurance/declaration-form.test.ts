import { describe, expect, test } from 'vitest';
import {
  EMPTY_DECLARATION_FORM,
  EMPTY_TRIP,
  askedDeclarationFields,
  unaskedDeclarationFields,
  declarationEuroValue,
  firstTreatmentDateOf,
  hasDeclarationErrors,
  lastTreatmentDateOf,
  validateDeclarationDetails,
  validateDeclarationFiles,
  type DeclarationFormValues,
} from './declaration-form';
import type { ExchangeRateTable } from './exchange-rates';

/** A rate table of the test's own: the dollar at 0.90 from 2026, 0.95 from 10 November 2026. */
const RATES: ExchangeRateTable = {
  USD: [
    { from: '2026-11-10', euroPerUnit: 0.95 },
    { from: '2026-01-01', euroPerUnit: 0.9 },
  ],
  GBP: [{ from: '2026-01-01', euroPerUnit: 1.2 }],
};

const today = new Date(2026, 10, 24, 10, 0);
const bill: DeclarationFormValues = {
  ...EMPTY_DECLARATION_FORM,
  kind: 'bill',
  careType: 'physiotherapy',
  treatmentDate: '2026-11-02',
  amount: '38,50',
  careProvider: 'Fysiotherapie Oostpoort',
  treatmentInfo: 'Behandeling knie',
};
const abroad: DeclarationFormValues = {
  ...bill,
  kind: 'abroad',
  careType: '',
  country: 'ES',
  currency: 'EUR',
  lastTreatmentDate: '2026-11-04',
  preExistingCondition: 'no',
  hasTravelInsurance: 'no',
  hasThirdPartyLiability: 'no',
};
const trip = (date: string, amount = '42,00') => ({ ...EMPTY_TRIP, date, direction: 'return', amount });
const transport: DeclarationFormValues = {
  ...EMPTY_DECLARATION_FORM,
  kind: 'transport',
  treatmentType: 'dialysis',
  travelType: 'taxi',
  travelFrom: 'Utrecht',
  travelTo: 'Nieuwegein',
  trips: [trip('2026-11-02'), trip('2026-11-04')],
};

/** Issue 33: by own car a ride is its distance (one way, whole km) at € 0,35 a km; no amount is typed. */
const ride = (date: string, distance: string, direction = 'return') => ({ ...EMPTY_TRIP, date, direction, distance });
const ownCar: DeclarationFormValues = { ...transport, travelType: 'own-car', trips: [ride('2026-11-02', '20'), ride('2026-11-04', '20', 'one-way')] };

const failing = (values: DeclarationFormValues) =>
  Object.fromEntries(Object.entries(validateDeclarationDetails(values, today, RATES)).filter(([, error]) => error !== null));

describe('validateDeclarationDetails', () => {
  test.for([
    { case: 'a complete ordinary bill', values: bill, errors: {} },
    { case: 'a complete bill from abroad', values: abroad, errors: {} },
    { case: 'a complete transport declaration', values: transport, errors: {} },
    { case: 'no kind chosen', values: { ...bill, kind: '' as const }, errors: { kind: 'kind-required' } },
    // "Treatment date up to 3 years back, not in the future"
    { case: 'a treatment tomorrow', values: { ...bill, treatmentDate: '2026-11-25' }, errors: { treatmentDate: 'treatment-date-in-future' } },
    { case: 'a treatment 3 years and a day ago', values: { ...bill, treatmentDate: '2023-11-23' }, errors: { treatmentDate: 'treatment-date-more-than-3-years-ago' } },
    { case: 'exactly 3 years ago', values: { ...bill, treatmentDate: '2023-11-24' }, errors: {} },
    { case: 'a period ending before it starts', values: { ...bill, lastTreatmentDate: '2026-11-01' }, errors: { lastTreatmentDate: 'last-treatment-before-first' } },
    { case: 'dates as typed (dd-mm-jjjj), the period compared as dates', values: { ...bill, treatmentDate: '28-10-2026', lastTreatmentDate: '02-11-2026' }, errors: {} },
    { case: 'as typed, ending before it starts', values: { ...bill, treatmentDate: '02-11-2026', lastTreatmentDate: '28-10-2026' }, errors: { lastTreatmentDate: 'last-treatment-before-first' } },
    // "Claims: up to 2000 euro online"
    { case: '2000 euro may be declared online', values: { ...bill, amount: '2000' }, errors: {} },
    { case: '2000,01 euro may not', values: { ...bill, amount: '2000,01' }, errors: { amount: 'amount-above-online-maximum' } },
    { case: 'an amount of 0', values: { ...bill, amount: '0' }, errors: { amount: 'amount-zero' } },
    { case: 'an amount that is no money', values: { ...bill, amount: '12,3,4' }, errors: { amount: 'amount-invalid' } },
    // issue 33: Dutch notation is read as the amount it is; what reads two ways is refused
    { case: 'an amount with a thousands dot', values: { ...bill, amount: '1.250' }, errors: {} },
    { case: 'a round amount with a euro sign', values: { ...bill, amount: '€ 45,-' }, errors: {} },
    { case: 'an amount that reads two ways', values: { ...bill, amount: '12,345' }, errors: { amount: 'amount-ambiguous' } },
    { case: 'a care type that is not offered', values: { ...bill, careType: 'transport' }, errors: { careType: 'choice-invalid' } },
    { case: 'no care provider, no treatment information', values: { ...bill, careProvider: ' ', treatmentInfo: '' }, errors: { careProvider: 'required-field', treatmentInfo: 'required-field' } },
    // abroad: "insurer and policy number only if yes", "a third-party answer"
    { case: 'abroad with travel insurance but no insurer', values: { ...abroad, hasTravelInsurance: 'yes' }, errors: { travelInsurer: 'required-field', travelPolicyNumber: 'required-field' } },
    { case: 'abroad without the questions answered', values: { ...abroad, preExistingCondition: '', hasTravelInsurance: '', hasThirdPartyLiability: '' }, errors: { preExistingCondition: 'choice-required', hasTravelInsurance: 'choice-required', hasThirdPartyLiability: 'choice-required' } },
    { case: 'abroad without a period end or a country', values: { ...abroad, lastTreatmentDate: '', country: '' }, errors: { lastTreatmentDate: 'required-field', country: 'required-field' } },
    // issue 32: "The €2,000 online limit is on the euro value of a claim", at the reference rate of the treatment date
    { case: 'abroad in euro above 2000: the limit holds', values: { ...abroad, currency: 'EUR', amount: '2400' }, errors: { amount: 'amount-above-online-maximum' } },
    { case: 'USD 2222,22 on 2 November (0.90): € 2000,00, allowed', values: { ...abroad, currency: 'USD', amount: '2222,22' }, errors: {} },
    { case: 'USD 2222,23 on 2 November (0.90): € 2000,01, refused', values: { ...abroad, currency: 'USD', amount: '2222,23' }, errors: { amount: 'amount-above-online-maximum' } },
    { case: 'USD 2222,22 on 12 November (0.95): € 2111,11, refused', values: { ...abroad, currency: 'USD', amount: '2222,22', treatmentDate: '2026-11-12', lastTreatmentDate: '2026-11-12' }, errors: { amount: 'amount-above-online-maximum' } },
    { case: 'USD 50.000: far above, refused', values: { ...abroad, currency: 'USD', amount: '50000' }, errors: { amount: 'amount-above-online-maximum' } },
    { case: 'GBP 1600 (1.20): € 1920, allowed', values: { ...abroad, currency: 'GBP', amount: '1600' }, errors: {} },
    { case: 'a currency without a rate on the day', values: { ...abroad, currency: 'CHF', amount: '100' }, errors: { amount: 'exchange-rate-unknown' } },
    {
      case: 'abroad with a third party: the accident fields',
      values: { ...abroad, hasThirdPartyLiability: 'yes' },
      errors: {
        accidentDate: 'required-field', accidentPlace: 'required-field', accidentDescription: 'required-field', counterPartyName: 'required-field',
        counterPartyAddress: 'required-field', counterPartyPostalCode: 'required-field', counterPartyCity: 'required-field', isTrafficAccident: 'choice-required',
      },
    },
    // "At most 20 trips; each trip needs a date and a one-way flag; extra cost type and amount optional."
    { case: '20 trips', values: { ...transport, trips: Array.from({ length: 20 }, () => trip('2026-11-02')) }, errors: {} },
    { case: 'a 21st trip', values: { ...transport, trips: Array.from({ length: 21 }, () => trip('2026-11-02')) }, errors: { trips: 'too-many-trips' } },
    { case: 'no trips', values: { ...transport, trips: [] }, errors: { trips: 'trips-required' } },
    { case: 'a trip without date, direction or amount', values: { ...transport, trips: [trip('2026-11-02'), { ...EMPTY_TRIP }] }, errors: { 'trips.1.date': 'required-field', 'trips.1.direction': 'choice-required', 'trips.1.amount': 'required-field' } },
    { case: 'a toll without an amount', values: { ...transport, trips: [{ ...trip('2026-11-02'), extraCostType: 'toll' }] }, errors: { 'trips.0.extraCostAmount': 'required-field' } },
    { case: 'a ferry with its amount', values: { ...transport, trips: [{ ...trip('2026-11-02'), extraCostType: 'ferry', extraCostAmount: '12,50' }] }, errors: {} },
    // issue 32: "an amount per trip"; "Transport's extra costs count towards the limit"
    { case: 'a trip without an amount', values: { ...transport, trips: [trip('2026-11-02', '')] }, errors: { 'trips.0.amount': 'required-field' } },
    { case: 'a trip of 0 euro', values: { ...transport, trips: [trip('2026-11-02', '0')] }, errors: { 'trips.0.amount': 'amount-zero' } },
    { case: 'trips of 1990 with a toll of 10: € 2000, allowed', values: { ...transport, trips: [trip('2026-11-02', '1000'), { ...trip('2026-11-04', '990'), extraCostType: 'toll', extraCostAmount: '10' }] }, errors: {} },
    { case: 'trips of 1990 with a toll of 10,01: refused on the trips', values: { ...transport, trips: [trip('2026-11-02', '1000'), { ...trip('2026-11-04', '990'), extraCostType: 'toll', extraCostAmount: '10,01' }] }, errors: { trips: 'amount-above-online-maximum' } },
    // issue 33: own car, by distance; spec 02 keeps "each trip needs a date and a one-way flag"
    { case: 'own car: rides by distance, no amount typed', values: ownCar, errors: {} },
    { case: 'own car: a ride without its distance', values: { ...ownCar, trips: [ride('2026-11-02', '')] }, errors: { 'trips.0.distance': 'required-field' } },
    { case: 'own car: half a kilometre', values: { ...ownCar, trips: [ride('2026-11-02', '12,5')] }, errors: { 'trips.0.distance': 'distance-invalid' } },
    { case: 'own car: 0 km', values: { ...ownCar, trips: [ride('2026-11-02', '0')] }, errors: { 'trips.0.distance': 'distance-invalid' } },
    { case: 'own car: the amount the rate gives, sent with it', values: { ...ownCar, trips: [{ ...ride('2026-11-02', '20'), amount: '14.00' }] }, errors: {} },
    { case: 'own car: an amount that is not the rate times the km', values: { ...ownCar, trips: [{ ...ride('2026-11-02', '20'), amount: '15.00' }] }, errors: { 'trips.0.amount': 'ride-amount-mismatch' } },
    { case: 'own car: a one-way amount for a return ride', values: { ...ownCar, trips: [{ ...ride('2026-11-02', '20'), amount: '7.00' }] }, errors: { 'trips.0.amount': 'ride-amount-mismatch' } },
    { case: 'own car: 20 return rides of 143 km (€ 2.002) refused on the trips', values: { ...ownCar, trips: Array.from({ length: 20 }, () => ride('2026-11-02', '143')) }, errors: { trips: 'amount-above-online-maximum' } },
    { case: 'own car: 20 return rides of 142 km (€ 1.988) allowed', values: { ...ownCar, trips: Array.from({ length: 20 }, () => ride('2026-11-02', '142')) }, errors: {} },
    // ISO 3166: every country, nothing else (issue 33)
    { case: 'abroad from Bhutan', values: { ...abroad, country: 'BT' }, errors: {} },
    { case: 'abroad from Åland', values: { ...abroad, country: 'AX' }, errors: {} },
    { case: 'abroad from a country name, not a code', values: { ...abroad, country: 'Spanje' }, errors: { country: 'choice-invalid' } },
    { case: 'abroad from the EU (a CLDR region, no country)', values: { ...abroad, country: 'EU' }, errors: { country: 'choice-invalid' } },
    { case: 'abroad from a lower-case code', values: { ...abroad, country: 'es' }, errors: { country: 'choice-invalid' } },
  ] satisfies { case: string; values: DeclarationFormValues; errors: Record<string, string> }[])('$case', ({ values, errors }) => {
    expect(failing(values)).toEqual(errors);
    expect(hasDeclarationErrors(validateDeclarationDetails(values, today, RATES))).toBe(Object.keys(errors).length > 0);
  });

  // the error summary lists the errors in this order: the order the step shows its fields
  test.for([
    { kind: 'bill', fields: ['careType', 'treatmentDate', 'lastTreatmentDate', 'amount', 'careProvider', 'treatmentInfo'] },
    {
      kind: 'abroad',
      fields: ['country', 'treatmentDate', 'lastTreatmentDate', 'currency', 'amount', 'careProvider', 'treatmentInfo', 'preExistingCondition', 'hasTravelInsurance', 'hasThirdPartyLiability'],
    },
  ] as const)('$kind: the fields in the order of the step', ({ kind, fields }) => {
    expect(Object.keys(validateDeclarationDetails({ ...EMPTY_DECLARATION_FORM, kind }, today, RATES))).toEqual(fields);
  });
});

describe('the treatment days of a declaration, as the API takes them', () => {
  test.for([
    { case: 'a bill on one day, as typed', values: { ...bill, treatmentDate: '02-11-2026' }, first: '2026-11-02', last: '2026-11-02' },
    { case: 'a period', values: { ...abroad, treatmentDate: '01-11-2026', lastTreatmentDate: '04-11-2026' }, first: '2026-11-01', last: '2026-11-04' },
    { case: 'transport: the first and last trip, whatever their order', values: { ...transport, trips: [trip('09-11-2026'), trip('02-11-2026'), trip('05-11-2026')] }, first: '2026-11-02', last: '2026-11-09' },
  ])('$case', ({ values, first, last }) => {
    expect(firstTreatmentDateOf(values)).toBe(first);
    expect(lastTreatmentDateOf(values)).toBe(last);
  });
});

describe('the euro value of a claim (issue 32)', () => {
  test.for([
    { case: 'a bill in euro', values: { ...bill, amount: '38,50' }, euros: 38.5 },
    { case: 'abroad in euro', values: { ...abroad, amount: '180' }, euros: 180 },
    { case: 'USD 100 on 2 November at 0.90', values: { ...abroad, currency: 'USD', amount: '100' }, euros: 90 },
    { case: 'USD 100 on 10 November at 0.95 (the rate starts that day)', values: { ...abroad, currency: 'USD', amount: '100', treatmentDate: '10-11-2026' }, euros: 95 },
    { case: 'USD 0,01 at 0.90: rounded to the cent', values: { ...abroad, currency: 'USD', amount: '0,01' }, euros: 0.01 },
    { case: 'USD before any rate', values: { ...abroad, currency: 'USD', amount: '100', treatmentDate: '2025-12-31' }, euros: null },
    { case: 'no treatment date yet', values: { ...abroad, currency: 'USD', amount: '100', treatmentDate: '' }, euros: null },
    { case: 'transport: trips and extra costs added', values: { ...transport, trips: [trip('2026-11-02', '21,10'), { ...trip('2026-11-04', '21,10'), extraCostType: 'ferry', extraCostAmount: '7,80' }] }, euros: 50 },
    { case: 'transport: an extra cost amount without its type does not count', values: { ...transport, trips: [{ ...trip('2026-11-02', '20'), extraCostAmount: '5' }] }, euros: 20 },
    { case: 'own car: 20 km return and 20 km one way at € 0,35', values: ownCar, euros: 21 },
    { case: 'own car: a toll counts on top', values: { ...ownCar, trips: [{ ...ride('2026-11-02', '20'), extraCostType: 'toll', extraCostAmount: '3,50' }] }, euros: 17.5 },
    { case: 'own car: a typed amount is not what counts', values: { ...ownCar, trips: [{ ...ride('2026-11-02', '20'), amount: '500' }] }, euros: 14 },
    { case: 'own car: no distance yet', values: { ...ownCar, trips: [ride('2026-11-02', '')] }, euros: null },
    { case: 'transport: a trip amount that is no money', values: { ...transport, trips: [trip('2026-11-02', 'twintig')] }, euros: null },
  ] satisfies { case: string; values: DeclarationFormValues; euros: number | null }[])('$case', ({ values, euros }) => {
    expect(declarationEuroValue(values, RATES)).toBe(euros);
  });
});

describe('the questions asked (issue 32: the server refuses answers to the others)', () => {
  test.for([
    { case: 'a bill', values: bill, asked: ['careType', 'treatmentDate', 'lastTreatmentDate', 'amount', 'careProvider', 'treatmentInfo'], notAsked: ['country', 'trips.0.date', 'travelInsurer'] },
    { case: 'abroad without travel insurance or third party', values: abroad, asked: ['country', 'currency', 'preExistingCondition', 'hasTravelInsurance', 'hasThirdPartyLiability'], notAsked: ['travelInsurer', 'travelPolicyNumber', 'accidentDate', 'counterPartyName', 'careType'] },
    { case: 'abroad with travel insurance', values: { ...abroad, hasTravelInsurance: 'yes' }, asked: ['travelInsurer', 'travelPolicyNumber'], notAsked: ['accidentPlace'] },
    { case: 'abroad with a third party', values: { ...abroad, hasThirdPartyLiability: 'yes' }, asked: ['accidentDate', 'counterPartyCity', 'isTrafficAccident'], notAsked: ['travelInsurer'] },
    { case: 'transport', values: transport, asked: ['treatmentType', 'trips.1.amount', 'trips.1.extraCostType'], notAsked: ['amount', 'trips.0.extraCostAmount', 'trips.2.date', 'careProvider'] },
    { case: 'own car: the distance too', values: ownCar, asked: ['trips.0.distance', 'trips.1.distance', 'trips.0.amount'], notAsked: ['trips.2.distance'] },
    { case: 'taxi: no distance', values: transport, asked: ['trips.0.amount'], notAsked: ['trips.0.distance'] },
    { case: 'transport with a toll on the first trip', values: { ...transport, trips: [{ ...trip('2026-11-02'), extraCostType: 'toll' }] }, asked: ['trips.0.extraCostAmount'], notAsked: ['trips.1.date'] },
  ] satisfies { case: string; values: DeclarationFormValues; asked: string[]; notAsked: string[] }[])('$case', ({ values, asked, notAsked }) => {
    const fields = askedDeclarationFields(values);
    expect(fields).toEqual(expect.arrayContaining(asked));
    for (const field of notAsked) expect(fields).not.toContain(field);
  });
});

describe('the questions not on screen, whose errors wait for the next submit (unaskedDeclarationFields)', () => {
  test.for([
    { case: 'a bill: the other kinds\' questions', values: bill, unasked: ['country', 'travelInsurer', 'trips.0.date', 'treatmentType'], asked: ['careType', 'amount', 'lastTreatmentDate'] },
    { case: 'abroad: the travel insurer waits for "yes", the accident for a third party', values: abroad, unasked: ['travelInsurer', 'travelPolicyNumber', 'accidentDate', 'isTrafficAccident', 'careType'], asked: ['country', 'hasTravelInsurance', 'hasThirdPartyLiability'] },
    { case: 'abroad with a travel insurance: its questions are on screen', values: { ...abroad, hasTravelInsurance: 'yes' }, unasked: ['accidentPlace'], asked: ['travelInsurer', 'travelPolicyNumber'] },
    { case: 'transport by taxi with two trips: the next trip, a distance, an extra cost\'s amount', values: transport, unasked: ['trips.2.date', 'trips.19.amount', 'trips.0.distance', 'trips.0.extraCostAmount', 'amount'], asked: ['trips.1.amount', 'trips.1.extraCostType', 'travelType'] },
    { case: 'own car: the distance is on screen', values: ownCar, unasked: ['trips.2.distance'], asked: ['trips.0.distance', 'trips.1.distance'] },
  ] satisfies { case: string; values: DeclarationFormValues; unasked: string[]; asked: string[] }[])('$case', ({ values, unasked, asked }) => {
    const fields = unaskedDeclarationFields(values);
    expect(fields).toEqual(expect.arrayContaining(unasked));
    for (const field of asked) expect(fields).not.toContain(field);
  });
});

describe('validateDeclarationFiles', () => {
  // spec 02 "Attachments: allowed types pdf, jpg, jpeg, png, bmp, tif, tiff; total size at most 20 MB; duplicates
  // skipped; each file a minimum size; at least one file."
  const MB = 1024 * 1024;
  const scan = { name: 'nota.pdf', size: 5000 };
  test.for([
    { case: 'no file: a declaration needs at least one', files: [], expected: 'files-required' },
    { case: 'one file of its types', files: [scan], expected: null },
    { case: 'two files', files: [scan, { name: 'foto.jpg', size: 5000 }], expected: null },
    { case: 'a type the declaration does not take', files: [{ name: 'brief.docx', size: 5000 }], expected: 'file-type-not-allowed' },
    { case: 'over 20 MB together', files: [scan, { name: 'scan.tiff', size: 20 * MB }], expected: 'files-total-too-large' },
  ])('$case', ({ files, expected }) => {
    expect(validateDeclarationFiles(files)).toBe(expected);
  });
});
