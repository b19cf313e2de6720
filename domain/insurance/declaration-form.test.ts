import { describe, expect, test } from 'vitest';
import { EMPTY_DECLARATION_FORM, EMPTY_TRIP, firstTreatmentDateOf, hasDeclarationErrors, lastTreatmentDateOf, validateDeclarationDetails, validateDeclarationFiles, type DeclarationFormValues } from './declaration-form';

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
const trip = (date: string) => ({ ...EMPTY_TRIP, date, direction: 'return' });
const transport: DeclarationFormValues = {
  ...EMPTY_DECLARATION_FORM,
  kind: 'transport',
  amount: '84,00',
  treatmentType: 'dialysis',
  travelType: 'own-car',
  travelFrom: 'Utrecht',
  travelTo: 'Nieuwegein',
  trips: [trip('2026-11-02'), trip('2026-11-04')],
};

const failing = (values: DeclarationFormValues) =>
  Object.fromEntries(Object.entries(validateDeclarationDetails(values, today)).filter(([, error]) => error !== null));

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
    { case: 'an amount that is no money', values: { ...bill, amount: '12,345' }, errors: { amount: 'amount-invalid' } },
    { case: 'a care type that is not offered', values: { ...bill, careType: 'transport' }, errors: { careType: 'option-invalid' } },
    { case: 'no care provider, no treatment information', values: { ...bill, careProvider: ' ', treatmentInfo: '' }, errors: { careProvider: 'required-field', treatmentInfo: 'required-field' } },
    // abroad: "insurer and policy number only if yes", "a third-party answer"
    { case: 'abroad with travel insurance but no insurer', values: { ...abroad, hasTravelInsurance: 'yes' }, errors: { travelInsurer: 'required-field', travelPolicyNumber: 'required-field' } },
    { case: 'abroad without the questions answered', values: { ...abroad, preExistingCondition: '', hasTravelInsurance: '', hasThirdPartyLiability: '' }, errors: { preExistingCondition: 'choice-required', hasTravelInsurance: 'choice-required', hasThirdPartyLiability: 'choice-required' } },
    { case: 'abroad without a period end or a country', values: { ...abroad, lastTreatmentDate: '', country: '' }, errors: { lastTreatmentDate: 'required-field', country: 'required-field' } },
    { case: 'abroad in dollars above 2000: the limit is in euro', values: { ...abroad, currency: 'USD', amount: '2400' }, errors: {} },
    { case: 'abroad in euro above 2000: the limit holds', values: { ...abroad, currency: 'EUR', amount: '2400' }, errors: { amount: 'amount-above-online-maximum' } },
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
    { case: 'a trip without date or direction', values: { ...transport, trips: [trip('2026-11-02'), { ...EMPTY_TRIP }] }, errors: { 'trips.1.date': 'required-field', 'trips.1.direction': 'choice-required' } },
    { case: 'a toll without an amount', values: { ...transport, trips: [{ ...trip('2026-11-02'), extraCostType: 'toll' }] }, errors: { 'trips.0.extraCostAmount': 'required-field' } },
    { case: 'a ferry with its amount', values: { ...transport, trips: [{ ...trip('2026-11-02'), extraCostType: 'ferry', extraCostAmount: '12,50' }] }, errors: {} },
  ] satisfies { case: string; values: DeclarationFormValues; errors: Record<string, string> }[])('$case', ({ values, errors }) => {
    expect(failing(values)).toEqual(errors);
    expect(hasDeclarationErrors(validateDeclarationDetails(values, today))).toBe(Object.keys(errors).length > 0);
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
