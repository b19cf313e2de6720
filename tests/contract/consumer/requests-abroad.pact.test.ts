import { sendCareMediationMutation } from '@/pages/requests/care-mediation/api/care-mediation';
import { sendTreatmentAbroadMutation } from '@/pages/requests/treatment-abroad/api/treatment-abroad';
import { CARE_MEDIATION_FLOWS, TREATMENT_ABROAD_FLOWS, requestMultipartFields, type RequestFlow, type RequestValues } from '@portal/domain';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { asciiPdf, MULTIPART_REQUEST, withMultipartText, type Part } from './multipart-body';
import { EXAMPLE_BEARER, JSON_CONTENT_TYPE, createPact, regex, scopeFor, string } from './pact';

const pact = createPact();

/** hoofdverzekerde's customer number in the seed (stable: the seed's random source is fixed). */
const MAIN_INSURED = '197389432';
/**
 * The day the requests are made (state 'hoofdverzekerde is logged in on a
 * given day' moves the fake clock there): request dates count from today,
 * so the contract's dates need a known today.
 */
const DAY = '2099-01-05';
const STATE = 'hoofdverzekerde is logged in on a given day';

const referral = asciiPdf(false);
const REFERRAL_FILE = { name: 'Files', fileName: 'verwijsbrief.pdf', contentType: 'application/pdf', bytes: referral } as const;

/** plain ASCII: the multipart body is handed to Pact as latin1 text (see multipart.ts) */
const instance = {
  instanceName: 'Clinica del Mar',
  instanceStreet: 'Calle Mayor',
  instanceHouseNumber: '12',
  instancePostalCode: '03001',
  instanceCity: 'Alicante',
  instanceCountry: 'ES',
  instancePhone: '+34965123456',
  instanceEmail: 'info@clinicadelmar.es',
};
const treatment = { ...instance, treatment: 'Knieoperatie tijdens mijn verblijf in Spanje', startDate: '19-01-2099', endDate: '02-02-2099' };

interface Row {
  call: string;
  flow: RequestFlow;
  values: RequestValues;
  withFile: boolean;
}

const rows: Row[] = [
  { call: 'CareMediation/GeneralPractitioner', flow: CARE_MEDIATION_FLOWS['general-practitioner'], withFile: false, values: { reason: 'moved', distance: '15', walkingDistance: '800' } },
  { call: 'CareMediation/MaternityCare', flow: CARE_MEDIATION_FLOWS['maternity-care'], withFile: false, values: { dueDate: '01-06-2099', healthcareType: 'at-home', distance: '50' } },
  {
    call: 'CareMediation/MedicalSpecialist',
    flow: CARE_MEDIATION_FLOWS['medical-specialist'],
    withFile: true,
    values: { healthcareType: 'orthopaedics', distance: '100', waitingTime: '8', waitingTimeUnit: 'weeks', waitingList: 'true', waitingListAgbCode: '06012345', waitingListDistance: '35', sickLeave: 'true', sickLeaveDate: '15-12-2098', referrerBigCode: '19012345601' },
  },
  {
    call: 'CareMediation/DistrictCare',
    flow: CARE_MEDIATION_FLOWS['district-nursing'],
    withFile: false,
    values: { indication: 'true', combinedCareType: '3', nursingHours: '2', nursingMinutes: '30', personalCareHours: '1', personalCareMinutes: '15', timesPerWeek: '5', startDate: '12-01-2099' },
  },
  {
    call: 'CareMediation/MentalHealthCare',
    flow: CARE_MEDIATION_FLOWS['mental-health'],
    withFile: false,
    values: { topic: 'anxiety', type: 'basic', referral: 'true', referrerAgbCode: '01012345', waitingList: 'false', waitingTime: '3', waitingTimeUnit: 'months', timesPerMonth: '4', distance: 'unlimited', additionalInformation: 'Liefst een vrouwelijke behandelaar.' },
  },
  { call: 'TreatmentAbroad/MedicalTreatment', flow: TREATMENT_ABROAD_FLOWS['medical-treatment'], withFile: true, values: treatment },
  { call: 'TreatmentAbroad/FertilityTreatment', flow: TREATMENT_ABROAD_FLOWS.fertility, withFile: true, values: { ...treatment, treatment: 'Ivf-behandeling' } },
  { call: 'TreatmentAbroad/NursingAndCare', flow: TREATMENT_ABROAD_FLOWS['nursing-and-care'], withFile: true, values: { ...treatment, treatment: 'Wondverzorging na een operatie' } },
  {
    call: 'TreatmentAbroad/MentalHealth',
    flow: TREATMENT_ABROAD_FLOWS['mental-health'],
    withFile: true,
    values: {
      ...instance,
      instancePractitionerName: 'Dra. Garcia',
      reference: 'true',
      doctorName: 'J. de Vries',
      doctorProfession: 'Psychiater',
      doctorStreet: 'Dorpsstraat',
      doctorPostalCode: '3511 AB',
      doctorHouseNumber: '5',
      doctorCity: 'Utrecht',
      doctorCountry: 'NL',
      doctorPhonePrefix: '+31',
      doctorPhone: '30 123 4567',
      necessary: 'true',
    },
  },
  {
    call: 'TreatmentAbroad/KidneyDialysis',
    flow: TREATMENT_ABROAD_FLOWS['kidney-dialysis'],
    withFile: false,
    values: {
      ...instance,
      startDate: '19-01-2099',
      endDate: '02-02-2099',
      needsTransport: 'true',
      residenceStreet: 'Avenida del Mar',
      residencePostalCode: '03002',
      residenceHouseNumber: '7',
      residenceCity: 'Alicante',
      residenceCountry: 'ES',
      numberOfDialysis: '6',
      approval: 'true',
      priceMentioned: 'true',
      amount: '1250,50',
    },
  },
];

const mutationOf = (call: string) => (call.startsWith('CareMediation/') ? sendCareMediationMutation : sendTreatmentAbroadMutation);

describe('care mediation and treatment abroad against the API', () => {
  test.for(rows)('POST $call is received', async ({ call, flow, values, withFile }) => {
    const parts: Part[] = [
      { name: 'CurrentSelectedCustomerNumber', value: MAIN_INSURED },
      ...requestMultipartFields(flow, values).map(([name, value]) => ({ name, value })),
      ...(withFile ? [REFERRAL_FILE] : []),
    ];
    await pact
      .addInteraction()
      .given(STATE, { day: DAY })
      .uponReceiving(`a ${flow.id} request (${call})`)
      .withRequest('POST', `/api/${call}`, (request) => withMultipartText(request.headers(MULTIPART_REQUEST), parts))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          requestId: string('3f2a6c1e-8d4b-4c1a-9e7f-2b5d8a9c0e1f'),
          receivedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2099-01-05T08:00:00.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const mutation = mutationOf(call);
        await allSettled(mutation.start, {
          scope,
          params: { flow, customerNumber: MAIN_INSURED, values, files: withFile ? [new File([referral], 'verwijsbrief.pdf', { type: 'application/pdf' })] : [] },
        });
        expect(scope.getState(mutation.$succeeded)).toBe(true);
      });
  });

  test('a general practitioner for a child is refused (only for oneself)', async () => {
    const child = '100000099';
    await pact
      .addInteraction()
      .given(STATE, { day: DAY })
      .uponReceiving('a general-practitioner request for another person')
      .withRequest('POST', '/api/CareMediation/GeneralPractitioner', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
          { name: 'CurrentSelectedCustomerNumber', value: child },
          { name: 'Reason', value: 'moved' },
          { name: 'Distance', value: '15' },
        ]),
      )
      .willRespondWith(403, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ message: string('U heeft geen toegang: u mag dit niet doen voor verzekerde 123456789.') }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(sendCareMediationMutation.start, {
          scope,
          params: { flow: CARE_MEDIATION_FLOWS['general-practitioner'], customerNumber: child, values: { reason: 'moved', distance: '15' }, files: [] },
        });
        expect(scope.getState(sendCareMediationMutation.$failed)).toBe(true);
      });
  });
});
