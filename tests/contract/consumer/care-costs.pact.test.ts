import { exchangeRatesContentQuery } from '@/entities/content';
import { allDeclarationsQuery, declarationDetailQuery, declarationsQuery } from '@/entities/declaration';
import { submitDeclarationMutation } from '@/pages/care-costs/submit-healthcare-costs/api/submit-declaration';
import { EMPTY_DECLARATION_FORM } from '@portal/domain';
import { samplePdf } from '../../../domain/files/sample-files.fixture';
import { MULTIPART_REQUEST, asciiPdf, withMultipartText } from './multipart-body';
import { financialSummaryQuery } from '@/entities/policy';
import { allSettled, createWatch } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, createPact, eachLike, fromProviderState, integer, regex, scopeFor, string } from './pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { fork } from 'effector';

/** Issue 17: the calls of `mijn-zorgkosten`, one interaction each. */
const { number, boolean } = MatchersV3;
const pact = createPact();

const STATE = 'hoofdverzekerde is logged in and a child under 16 has a handled declaration this year';
const CHILD = '100234569';
const YEAR = '2026';
const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
/** hoofdverzekerde's customer number in the seed (stable: the seed's random source is fixed). */
const MAIN_INSURED = '197389432';
/**
 * The declaration's day: the state 'hoofdverzekerde is logged in on a given
 * day' moves the fake clock to DAY (as the requests' contract does), and the
 * treatment lies two weeks before it, so "up to 3 years back, not in the
 * future" holds whenever the contract is verified.
 */
const DAY = '2099-01-05';
const DAY_STATE = 'hoofdverzekerde is logged in on a given day';
const TREATED_ON = '2098-12-22';
const TREATED_ON_TYPED = '22-12-2098';
const LAST_TREATED_ON = '2098-12-29';
const LAST_TREATED_ON_TYPED = '29-12-2098';

const listItem = {
  declarationId: fromProviderState('${declarationId}', '4410987761'),
  recordId: fromProviderState('${recordId}', '552301'),
  customerNumber: fromProviderState('${customerNumber}', CHILD),
  fullName: string('Z. van Dijk'),
  receivedDate: DATE('2026-08-04'),
  treatmentDate: DATE('2026-07-01'),
  lastTreatmentDate: DATE('2026-07-29'),
  careProvider: string('Fysiotherapie Oostpoort'),
  careType: string('Fysiotherapie'),
  invoiceId: string('F55230104'),
  declarationAmount: number(342),
  // issue 32: a bill in euros has no original amount, currency or rate
  originalAmount: null,
  originalCurrency: null,
  exchangeRate: null,
  compensatedAmount: number(342),
  uncompensatedAmount: number(0),
  excessAmount: number(0),
  contributionAmount: number(0),
  submittedBy: regex(/^[ZV]$/, 'V'),
  receiverOfReimbursement: regex(/^[DM]$/, 'D'),
  status: integer(0),
  hasReadRights: boolean(true),
};

const meter = (total: number, consumed: number) => ({
  total: number(total),
  consumed: number(consumed),
  remaining: number(total - consumed),
  percentageConsumed: integer(Math.round((consumed / total) * 100)),
});

describe('the care costs against the API', () => {
  test("a child's declarations of a year", async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for a child's declarations of this year")
      .withRequest('GET', '/api/Declaration/GetDeclarations', (request) =>
        request.headers(AUTHORISED).query({ customerNumber: fromProviderState('${customerNumber}', CHILD), year: fromProviderState('${year}', YEAR) }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(listItem)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(declarationsQuery.start, { scope, params: { customerNumber: CHILD, year: Number(YEAR) } });
        expect(scope.getState(declarationsQuery.$error)).toBeNull();
        expect(scope.getState(declarationsQuery.$data)?.[0]).toMatchObject({ customerNumber: CHILD, careProvider: 'Fysiotherapie Oostpoort', status: 0, receiverOfReimbursement: 'D' });
      });
  });

  test('every declaration the user may read (ReadAll, our reading: all persons the privacy rule allows, all years)', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request for every declaration the user may read')
      .withRequest('GET', '/api/Declaration/ReadAll', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({ ...listItem, declarationId: string('4410987761'), recordId: string('552301'), customerNumber: string(CHILD) }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(allDeclarationsQuery.start, { scope });
        expect(scope.getState(allDeclarationsQuery.$error)).toBeNull();
        expect(scope.getState(allDeclarationsQuery.$data)?.[0]).toMatchObject({ customerNumber: CHILD, treatmentDate: '2026-07-01', status: 0 });
      });
  });

  test('one declaration with its bills', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request for one declaration with its record')
      .withRequest('GET', '/api/Declaration', (request) =>
        request.headers(AUTHORISED).query({
          declarationId: fromProviderState('${declarationId}', '4410987761'),
          recordId: fromProviderState('${recordId}', '552301'),
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          ...listItem,
          bills: eachLike({ payOutAmount: number(342), activities: eachLike({ date: DATE('2026-07-01'), description: string('Behandeling fysiotherapie') }) }),
          collectionRiskAmount: number(0),
          relation: { prefix: regex(/^.*$/, 'van'), lastName: string('Dijk'), dateOfBirth: DATE('2017-03-02') },
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(declarationDetailQuery.start, { scope, params: { declarationId: '4410987761', recordId: '552301' } });
        expect(scope.getState(declarationDetailQuery.$error)).toBeNull();
        expect(scope.getState(declarationDetailQuery.$data)).toMatchObject({
          declarationId: '4410987761',
          bills: [{ payOutAmount: 342, activities: [{ description: 'Behandeling fysiotherapie' }] }],
          relation: { lastName: 'Dijk' },
        });
      });
  });

  test("a child's financial summary of a year", async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for a child's financial summary of this year")
      .withRequest('GET', '/api/Policy/GetFinancialSummary', (request) =>
        request.headers(AUTHORISED).query({ customerNumber: fromProviderState('${customerNumber}', CHILD), year: fromProviderState('${year}', YEAR) }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ excess: { total: number(0), consumed: number(0), remaining: number(0), percentageConsumed: integer(0) }, gvs: meter(250, 12.4), dental: meter(500, 96.2) }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(financialSummaryQuery.start, { scope, params: { customerNumber: CHILD, year: Number(YEAR) } });
        expect(scope.getState(financialSummaryQuery.$error)).toBeNull();
        expect(scope.getState(financialSummaryQuery.$data)).toMatchObject({ excess: { total: 0 }, gvs: { total: 250, consumed: 12.4 }, dental: { remaining: 403.8 } });
      });
  });

  test('a year the child had no policy: a 404, which the portal reads as "no costs", not as a failure', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for a child's financial summary of a year before the child was insured")
      .withRequest('GET', '/api/Policy/GetFinancialSummary', (request) =>
        request.headers(AUTHORISED).query({ customerNumber: fromProviderState('${customerNumber}', CHILD), year: '2001' }),
      )
      .willRespondWith(404, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ message: string('Verzekerde 100234569 heeft in 2001 geen polis.') }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(financialSummaryQuery.start, { scope, params: { customerNumber: CHILD, year: 2001 } });
        expect(scope.getState(financialSummaryQuery.$error)).toBeNull();
        expect(scope.getState(financialSummaryQuery.$succeeded)).toBe(true);
        expect(scope.getState(financialSummaryQuery.$data)).toBeNull();
      });
  });

  test('an ordinary bill with a pdf is declared, with the day it is handled at the latest', async () => {
    // a PDF of plain ASCII over the 1 KB minimum (the multipart body is compared as text)
    const pdf = Buffer.from(samplePdf({ encrypted: false }));
    const scan = new Uint8Array(Buffer.concat([pdf, Buffer.alloc(Math.max(0, 2048 - pdf.length), ' ')]));
    await pact
      .addInteraction()
      .given(DAY_STATE, { day: DAY })
      .uponReceiving('a declaration of an ordinary hospital bill over a period with one pdf')
      .withRequest('POST', '/api/Declaration', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
          { name: 'CurrentSelectedCustomerNumber', value: MAIN_INSURED },
          { name: 'IsTransportCosts', value: 'false' },
          { name: 'IsAbroad', value: 'false' },
          { name: 'CareType', value: 'hospital' },
          { name: 'TreatmentDate', value: TREATED_ON },
          { name: 'LastTreatmentDate', value: LAST_TREATED_ON },
          { name: 'Amount', value: '250.00' },
          { name: 'CareProvider', value: 'Medisch Centrum Westerpark' },
          { name: 'TreatmentInformation', value: 'Polikliniek dermatologie' },
          { name: 'Files', fileName: 'nota.pdf', contentType: 'application/pdf', bytes: scan },
        ]),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          declarationId: string('9000000123'),
          recordId: string('100123'),
          receivedDate: DATE(DAY),
          handledBy: DATE('2099-01-19'),
          // a proposed addition (pacts/README.md): the payout's account by its last four characters
          payoutAccountEnding: regex(/^[0-9A-Z]{4}$/.source, '4300'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const receipts: { payoutAccountEnding?: string | null }[] = [];
        createWatch({ unit: submitDeclarationMutation.finished.success, scope, fn: ({ result }) => receipts.push(result) });
        await allSettled(submitDeclarationMutation.start, {
          scope,
          params: {
            customerNumber: MAIN_INSURED,
            values: {
              ...EMPTY_DECLARATION_FORM,
              kind: 'bill',
              careType: 'hospital',
              treatmentDate: TREATED_ON_TYPED,
              lastTreatmentDate: LAST_TREATED_ON_TYPED,
              amount: '250,00',
              careProvider: 'Medisch Centrum Westerpark',
              treatmentInfo: 'Polikliniek dermatologie',
            },
            files: [new File([scan], 'nota.pdf', { type: 'application/pdf' })],
          },
        });
        expect(scope.getState(submitDeclarationMutation.$succeeded)).toBe(true);
        expect(receipts.map((receipt) => receipt.payoutAccountEnding)).toEqual(['4300']);
      });
  });

  /** Issue 32: the answer to every declaration sent on DAY: handled 10 working days later. */
  const RECEIPT = {
    declarationId: string('9000000123'),
    recordId: string('100123'),
    receivedDate: DATE(DAY),
    handledBy: DATE('2099-01-19'),
  };

  test('issue 32: a bill abroad in dollars, with a travel insurance and a third party: every Abroad.* name', async () => {
    const scan = asciiPdf(false);
    await pact
      .addInteraction()
      .given(DAY_STATE, { day: DAY })
      .uponReceiving('a declaration of a bill abroad in dollars with a travel insurance and a liable third party')
      .withRequest('POST', '/api/Declaration', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
          { name: 'CurrentSelectedCustomerNumber', value: MAIN_INSURED },
          { name: 'IsTransportCosts', value: 'false' },
          { name: 'IsAbroad', value: 'true' },
          { name: 'Abroad.Country', value: 'US' },
          { name: 'Abroad.Currency', value: 'USD' },
          { name: 'Abroad.StartDate', value: TREATED_ON },
          { name: 'Abroad.EndDate', value: LAST_TREATED_ON },
          { name: 'Abroad.Amount', value: '1800.00' },
          { name: 'Abroad.CareProvider', value: 'Mercy Urgent Care Denver' },
          { name: 'Abroad.Description', value: 'Gebroken pols na een aanrijding' },
          { name: 'Abroad.HasPreExistingCondition', value: 'false' },
          { name: 'Abroad.HasTravelInsurance', value: 'true' },
          { name: 'Abroad.TravelInsurer', value: 'Reisgenoot' },
          { name: 'Abroad.TravelInsurancePolicyNumber', value: 'RG-88123' },
          { name: 'Abroad.HasThirdPartyLiability', value: 'true' },
          { name: 'Abroad.AccidentDate', value: TREATED_ON },
          { name: 'Abroad.AccidentPlace', value: 'Denver' },
          { name: 'Abroad.AccidentDescription', value: 'Aangereden door een fietser' },
          { name: 'Abroad.CounterPartyName', value: 'J. Miller' },
          { name: 'Abroad.CounterPartyAddress', value: '1200 Larimer Street' },
          { name: 'Abroad.CounterPartyPostalCode', value: '80204' },
          { name: 'Abroad.CounterPartyCity', value: 'Denver' },
          { name: 'Abroad.IsTrafficAccident', value: 'true' },
          { name: 'Files', fileName: 'nota-denver.pdf', contentType: 'application/pdf', bytes: scan },
        ]),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(RECEIPT))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(submitDeclarationMutation.start, {
          scope,
          params: {
            customerNumber: MAIN_INSURED,
            values: {
              ...EMPTY_DECLARATION_FORM,
              kind: 'abroad',
              country: 'US',
              currency: 'USD',
              treatmentDate: TREATED_ON_TYPED,
              lastTreatmentDate: LAST_TREATED_ON_TYPED,
              amount: '1800,00',
              careProvider: 'Mercy Urgent Care Denver',
              treatmentInfo: 'Gebroken pols na een aanrijding',
              preExistingCondition: 'no',
              hasTravelInsurance: 'yes',
              travelInsurer: 'Reisgenoot',
              travelPolicyNumber: 'RG-88123',
              hasThirdPartyLiability: 'yes',
              accidentDate: TREATED_ON_TYPED,
              accidentPlace: 'Denver',
              accidentDescription: 'Aangereden door een fietser',
              counterPartyName: 'J. Miller',
              counterPartyAddress: '1200 Larimer Street',
              counterPartyPostalCode: '80204',
              counterPartyCity: 'Denver',
              isTrafficAccident: 'yes',
            },
            files: [new File([scan], 'nota-denver.pdf', { type: 'application/pdf' })],
          },
        });
        expect(scope.getState(submitDeclarationMutation.$succeeded)).toBe(true);
      });
  });

  test('issue 32: transport costs by taxi with three rides, each its amount, one with a toll: every Transport.* name', async () => {
    const scan = asciiPdf(false);
    const rides = [
      { date: '2098-12-22', typed: '22-12-2098', isReturn: 'true', amount: '21.10', typedAmount: '21,10', extra: { type: 'toll', amount: '4.50', typed: '4,50' } },
      { date: '2098-12-24', typed: '24-12-2098', isReturn: 'true', amount: '21.10', typedAmount: '21,10' },
      { date: '2098-12-29', typed: '29-12-2098', isReturn: 'false', amount: '10.55', typedAmount: '10,55' },
    ];
    await pact
      .addInteraction()
      .given(DAY_STATE, { day: DAY })
      .uponReceiving('a declaration of transport costs by taxi with three rides, each with its amount, one with a toll')
      .withRequest('POST', '/api/Declaration', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
          { name: 'CurrentSelectedCustomerNumber', value: MAIN_INSURED },
          { name: 'IsTransportCosts', value: 'true' },
          { name: 'IsAbroad', value: 'false' },
          { name: 'Transport.TreatmentType', value: 'dialysis' },
          { name: 'Transport.TravelType', value: 'taxi' },
          { name: 'Transport.DestinationFrom', value: 'Utrecht' },
          { name: 'Transport.DestinationTo', value: 'Nieuwegein' },
          ...rides.flatMap((ride, index) => [
            { name: `Transport.Rides[${index}].Date`, value: ride.date },
            { name: `Transport.Rides[${index}].IsReturn`, value: ride.isReturn },
            { name: `Transport.Rides[${index}].Amount`, value: ride.amount },
            ...(ride.extra
              ? [
                  { name: `Transport.Rides[${index}].ExtraCostType`, value: ride.extra.type },
                  { name: `Transport.Rides[${index}].ExtraCostAmount`, value: ride.extra.amount },
                ]
              : []),
          ]),
          { name: 'Files', fileName: 'ritten.pdf', contentType: 'application/pdf', bytes: scan },
        ]),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(RECEIPT))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(submitDeclarationMutation.start, {
          scope,
          params: {
            customerNumber: MAIN_INSURED,
            values: {
              ...EMPTY_DECLARATION_FORM,
              kind: 'transport',
              treatmentType: 'dialysis',
              travelType: 'taxi',
              travelFrom: 'Utrecht',
              travelTo: 'Nieuwegein',
              trips: rides.map((ride) => ({
                date: ride.typed,
                direction: ride.isReturn === 'true' ? 'return' : 'one-way',
                amount: ride.typedAmount,
                distance: '',
                extraCostType: ride.extra?.type ?? '',
                extraCostAmount: ride.extra?.typed ?? '',
              })),
            },
            files: [new File([scan], 'ritten.pdf', { type: 'application/pdf' })],
          },
        });
        expect(scope.getState(submitDeclarationMutation.$succeeded)).toBe(true);
      });
  });

  test('issue 33: transport by own car, each ride its distance and the amount the per-km rate gives, one with a toll', async () => {
    const scan = asciiPdf(false);
    // 20 km return at € 0,35 a km is € 14,00; 15 km one way € 5,25
    const rides = [
      { date: '2098-12-22', typed: '22-12-2098', isReturn: 'true', distance: '20', amount: '14.00', extra: { type: 'toll', amount: '4.50', typed: '4,50' } },
      { date: '2098-12-29', typed: '29-12-2098', isReturn: 'false', distance: '15', amount: '5.25' },
    ];
    await pact
      .addInteraction()
      .given(DAY_STATE, { day: DAY })
      .uponReceiving('a declaration of transport costs by own car with two rides by distance, one with a toll')
      .withRequest('POST', '/api/Declaration', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
          { name: 'CurrentSelectedCustomerNumber', value: MAIN_INSURED },
          { name: 'IsTransportCosts', value: 'true' },
          { name: 'IsAbroad', value: 'false' },
          { name: 'Transport.TreatmentType', value: 'dialysis' },
          { name: 'Transport.TravelType', value: 'own-car' },
          { name: 'Transport.DestinationFrom', value: 'Utrecht' },
          { name: 'Transport.DestinationTo', value: 'Nieuwegein' },
          ...rides.flatMap((ride, index) => [
            { name: `Transport.Rides[${index}].Date`, value: ride.date },
            { name: `Transport.Rides[${index}].IsReturn`, value: ride.isReturn },
            { name: `Transport.Rides[${index}].Amount`, value: ride.amount },
            { name: `Transport.Rides[${index}].Distance`, value: ride.distance },
            ...(ride.extra
              ? [
                  { name: `Transport.Rides[${index}].ExtraCostType`, value: ride.extra.type },
                  { name: `Transport.Rides[${index}].ExtraCostAmount`, value: ride.extra.amount },
                ]
              : []),
          ]),
          { name: 'Files', fileName: 'afsprakenkaart.pdf', contentType: 'application/pdf', bytes: scan },
        ]),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(RECEIPT))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(submitDeclarationMutation.start, {
          scope,
          params: {
            customerNumber: MAIN_INSURED,
            values: {
              ...EMPTY_DECLARATION_FORM,
              kind: 'transport',
              treatmentType: 'dialysis',
              travelType: 'own-car',
              travelFrom: 'Utrecht',
              travelTo: 'Nieuwegein',
              trips: rides.map((ride) => ({
                date: ride.typed,
                direction: ride.isReturn === 'true' ? 'return' : 'one-way',
                amount: '',
                distance: ride.distance,
                extraCostType: ride.extra?.type ?? '',
                extraCostAmount: ride.extra?.typed ?? '',
              })),
            },
            files: [new File([scan], 'afsprakenkaart.pdf', { type: 'application/pdf' })],
          },
        });
        expect(scope.getState(submitDeclarationMutation.$succeeded)).toBe(true);
      });
  });

  test('issue 32: the reference exchange rates on the content host', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the reference exchange rates')
      .withRequest('GET', '/content/exchange-rates.json', (request) => request.query({ v: regex(/^\w+$/, 'c6f1a7e2') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ rates: { USD: eachLike({ from: DATE('2025-07-01'), euroPerUnit: number(0.86) }) } }),
      )
      .executeTest(async (mockServer) => {
        const scope = fork();
        await allSettled(exchangeRatesContentQuery.start, { scope, params: { contentBaseUrl: `${mockServer.url}/content/`, cacheGuid: 'c6f1a7e2' } });
        expect(scope.getState(exchangeRatesContentQuery.$error)).toBeNull();
        expect(scope.getState(exchangeRatesContentQuery.$data)?.['USD']?.[0]).toEqual({ from: '2025-07-01', euroPerUnit: 0.86 });
      });
  });
});
