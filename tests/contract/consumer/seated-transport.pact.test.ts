import { sendSeatedTransportMutation } from '@/pages/care-costs/seated-transport/api/seated-transport';
import { SEATED_TRANSPORT_FLOWS, requestMultipartFields, type RequestFlow, type RequestValues } from '@portal/domain';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { asciiPdf, MULTIPART_REQUEST, withMultipartText, type Part } from './multipart-body';
import { EXAMPLE_BEARER, JSON_CONTENT_TYPE, createPact, regex, scopeFor, string } from './pact';

const pact = createPact();

/** hoofdverzekerde's customer number in the seed (stable: the seed's random source is fixed). */
const MAIN_INSURED = '197389432';
/** Request dates count from today: the state moves the fake clock to this day (see requests-abroad.pact.test.ts). */
const DAY = '2099-01-05';
const STATE = 'hoofdverzekerde is logged in on a given day';

const statement = asciiPdf(false);
const STATEMENT_FILE = { name: 'Files', fileName: 'verklaring.pdf', contentType: 'application/pdf', bytes: statement } as const;

/** plain ASCII: the multipart body is handed to Pact as latin1 text (see multipart.ts) */
const common = { requestType: 'new', startDate: '12-01-2099', endDate: '30-06-2099' };
const instance = (index: number, name: string): RequestValues => ({
  [`careInstances.${index}.instanceName`]: name,
  [`careInstances.${index}.instanceStreet`]: 'Dr. Molewaterplein',
  [`careInstances.${index}.instanceHouseNumber`]: '40',
  [`careInstances.${index}.instancePostalCode`]: '3015 GD',
  [`careInstances.${index}.instanceCity`]: 'Rotterdam',
  [`careInstances.${index}.instanceCountry`]: 'NL',
  [`careInstances.${index}.duration`]: '12',
  [`careInstances.${index}.durationUnit`]: 'weeks',
  [`careInstances.${index}.distance`]: '35',
  [`careInstances.${index}.amountTransportNeeded`]: '24',
});

const rows: { situation: string; flow: RequestFlow; values: RequestValues }[] = [
  {
    situation: 'wheelchair',
    flow: SEATED_TRANSPORT_FLOWS.wheelchair,
    values: {
      ...common,
      maxAmountWalking: '50',
      longTermDependent: 'false',
      numberOfMonths: '6',
      canTravelPublicOrOwn: 'false',
      canOnlyTravelCab: 'true',
      onlyTravelCabExplanation: 'Mijn rolstoel past niet in onze auto.',
      needsEscort: 'true',
      additionalInformation: 'Graag een taxi met een lift.',
    },
  },
  {
    situation: 'visually-impaired',
    flow: SEATED_TRANSPORT_FLOWS['visually-impaired'],
    values: { ...common, smallerAs20Degrees: 'true', leftEye: '0,1', rightEye: '0,2', canTravelPublicOrOwn: 'false', canOnlyTravelCab: 'false', needsEscort: 'true' },
  },
  {
    situation: 'hardship-clause',
    flow: SEATED_TRANSPORT_FLOWS['hardship-clause'],
    values: { ...common, requestType: 'extension', indication: 'true', multipleInstances: 'true', careInstances: '2', ...instance(0, 'Erasmus MC'), ...instance(1, 'Maasstad Ziekenhuis'), canTravelPublicOrOwn: 'true' },
  },
  {
    situation: 'other',
    flow: SEATED_TRANSPORT_FLOWS.other,
    values: {
      ...common,
      name: 'Dialysecentrum Utrecht',
      careStreet: 'Rembrandtkade',
      careHouseNumber: '10',
      carePostalCode: '3583 TM',
      careCity: 'Utrecht',
      careCountry: 'NL',
      canTravelPublicOrOwn: 'true',
    },
  },
];

describe('seated patient transport against the API', () => {
  test.for(rows)('POST SeatedPatientTransport ($situation) is received', async ({ situation, flow, values }) => {
    const parts: Part[] = [
      { name: 'CurrentSelectedCustomerNumber', value: MAIN_INSURED },
      ...requestMultipartFields(flow, values).map(([name, value]) => ({ name, value })),
      STATEMENT_FILE,
    ];
    await pact
      .addInteraction()
      .given(STATE, { day: DAY })
      .uponReceiving(`a seated patient transport request (${situation})`)
      .withRequest('POST', '/api/SeatedPatientTransport', (request) => withMultipartText(request.headers(MULTIPART_REQUEST), parts))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          requestId: string('3f2a6c1e-8d4b-4c1a-9e7f-2b5d8a9c0e1f'),
          receivedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2099-01-05T08:00:00.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(sendSeatedTransportMutation.start, {
          scope,
          params: { flow, customerNumber: MAIN_INSURED, values, files: [new File([statement], 'verklaring.pdf', { type: 'application/pdf' })] },
        });
        expect(scope.getState(sendSeatedTransportMutation.$succeeded)).toBe(true);
      });
  });

  test('a request for a person of another policy is refused', async () => {
    const stranger = '100000099';
    const flow = SEATED_TRANSPORT_FLOWS.wheelchair;
    const values = { ...common, maxAmountWalking: '50', longTermDependent: 'true', canTravelPublicOrOwn: 'true' };
    await pact
      .addInteraction()
      .given(STATE, { day: DAY })
      .uponReceiving('a seated patient transport request for another person')
      .withRequest('POST', '/api/SeatedPatientTransport', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
          { name: 'CurrentSelectedCustomerNumber', value: stranger },
          ...requestMultipartFields(flow, values).map(([name, value]) => ({ name, value })),
        ]),
      )
      .willRespondWith(403, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ message: string('U heeft geen toegang: u mag dit niet doen voor verzekerde 123456789.') }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(sendSeatedTransportMutation.start, { scope, params: { flow, customerNumber: stranger, values, files: [] } });
        expect(scope.getState(sendSeatedTransportMutation.$failed)).toBe(true);
      });
  });
});
