import { describe, expect, test } from 'vitest';
import { CARE_MEDIATION_FLOWS } from './care-mediation';
import {
  firstRequestFlowError,
  initialRequestValues,
  readRequestFlowValues,
  requestMultipartFields,
  shownRequestFields,
  unaskedRequestFields,
  validateRequestFlow,
  type RequestValues,
} from './request-flows';
import { TREATMENT_ABROAD_FLOWS } from './treatment-abroad';

const today = new Date(2025, 5, 2); // Monday 2 June 2025

const districtNursing: RequestValues = {
  indication: 'true',
  combinedCareType: '3',
  nursingHours: '2',
  nursingMinutes: '30',
  timesPerWeek: '3',
  startDate: '16-06-2025',
};
const specialist: RequestValues = {
  healthcareType: 'orthopaedics',
  distance: '50',
  waitingTime: '3',
  waitingTimeUnit: 'months',
  waitingList: 'false',
  sickLeave: 'false',
};
const instance: RequestValues = {
  instanceName: 'Clínica del Mar',
  instanceStreet: 'Calle Mayor',
  instanceHouseNumber: '12',
  instancePostalCode: '03001',
  instanceCity: 'Alicante',
  instanceCountry: 'ES',
  instancePhone: '+34965123456',
};
const dialysis: RequestValues = {
  ...instance,
  startDate: '2025-07-01',
  endDate: '2025-07-21',
  needsTransport: 'false',
  numberOfDialysis: '9',
  approval: 'true',
  priceMentioned: 'false',
};

const errorOf = (results: Record<string, string | null>) => Object.entries(results).filter(([, error]) => error !== null);

describe('care mediation ranges (spec 02 §5 "Care mediation and treatment abroad")', () => {
  test.for([
    // "distance in meters 1 to 1000"
    { rule: 'meters 1', flow: 'general-practitioner', values: { reason: 'moved', distance: '15', walkingDistance: '1' }, field: 'walkingDistance', error: null },
    { rule: 'meters 1000', flow: 'general-practitioner', values: { reason: 'moved', distance: '15', walkingDistance: '1000' }, field: 'walkingDistance', error: null },
    { rule: 'meters 1001', flow: 'general-practitioner', values: { reason: 'moved', distance: '15', walkingDistance: '1001' }, field: 'walkingDistance', error: 'distance-meters-out-of-range' },
    { rule: 'meters 0', flow: 'general-practitioner', values: { reason: 'moved', distance: '15', walkingDistance: '0' }, field: 'walkingDistance', error: 'distance-meters-out-of-range' },
    // "Mediation distance options 15, 50, 100 km or unlimited"
    { rule: 'distance unlimited', flow: 'general-practitioner', values: { reason: 'moved', distance: 'unlimited' }, field: 'distance', error: null },
    { rule: 'distance 20', flow: 'general-practitioner', values: { reason: 'moved', distance: '20' }, field: 'distance', error: 'choice-invalid' },
    // "km 1 to 400"
    { rule: 'km 400', flow: 'medical-specialist', values: { ...specialist, waitingList: 'true', waitingListAgbCode: '12345678', waitingListDistance: '400' }, field: 'waitingListDistance', error: null },
    { rule: 'km 401', flow: 'medical-specialist', values: { ...specialist, waitingList: 'true', waitingListAgbCode: '12345678', waitingListDistance: '401' }, field: 'waitingListDistance', error: 'distance-km-out-of-range' },
    // "months up to 12"
    { rule: 'months 12', flow: 'medical-specialist', values: { ...specialist, waitingTime: '12' }, field: 'waitingTime', error: null },
    { rule: 'months 13', flow: 'medical-specialist', values: { ...specialist, waitingTime: '13' }, field: 'waitingTime', error: 'months-out-of-range' },
    { rule: 'weeks 13', flow: 'medical-specialist', values: { ...specialist, waitingTime: '13', waitingTimeUnit: 'weeks' }, field: 'waitingTime', error: null },
    { rule: 'weeks 53', flow: 'medical-specialist', values: { ...specialist, waitingTime: '53', waitingTimeUnit: 'weeks' }, field: 'waitingTime', error: 'weeks-out-of-range' },
    // "times per week 1 to 7"
    { rule: 'times per week 7', flow: 'district-nursing', values: { ...districtNursing, timesPerWeek: '7' }, field: 'timesPerWeek', error: null },
    { rule: 'times per week 8', flow: 'district-nursing', values: { ...districtNursing, timesPerWeek: '8' }, field: 'timesPerWeek', error: 'times-per-week-out-of-range' },
    // "per month 1 to 31"
    { rule: 'per month 31', flow: 'mental-health', values: { timesPerMonth: '31' }, field: 'timesPerMonth', error: null },
    { rule: 'per month 32', flow: 'mental-health', values: { timesPerMonth: '32' }, field: 'timesPerMonth', error: 'times-per-month-out-of-range' },
    // "hours not above a weekly maximum, minutes not above an hourly maximum"
    { rule: 'hours 168', flow: 'district-nursing', values: { ...districtNursing, nursingHours: '168' }, field: 'nursingHours', error: null },
    { rule: 'hours 169', flow: 'district-nursing', values: { ...districtNursing, nursingHours: '169' }, field: 'nursingHours', error: 'hours-above-weekly-maximum' },
    { rule: 'minutes 60', flow: 'district-nursing', values: { ...districtNursing, nursingMinutes: '60' }, field: 'nursingMinutes', error: 'minutes-above-hourly-maximum' },
    // "in a combined care type, type 1 needs nursing time, type 2 needs personal care time, otherwise any of them"
    { rule: 'type 1 without nursing time', flow: 'district-nursing', values: { ...districtNursing, combinedCareType: '1', nursingHours: '', nursingMinutes: '', personalCareHours: '3' }, field: 'nursingHours', error: 'nursing-time-required' },
    { rule: 'type 2 without personal care time', flow: 'district-nursing', values: { ...districtNursing, combinedCareType: '2' }, field: 'personalCareHours', error: 'personal-care-time-required' },
    { rule: 'type 3 with nursing time', flow: 'district-nursing', values: districtNursing, field: 'nursingHours', error: null },
    { rule: 'type 3 without any time', flow: 'district-nursing', values: { ...districtNursing, nursingHours: '0', nursingMinutes: '0' }, field: 'nursingHours', error: 'care-time-required' },
    // "BIG code 11 digits; AGB code 8 digits"
    { rule: 'BIG 11 digits', flow: 'medical-specialist', values: { ...specialist, referrerBigCode: '12345678901' }, field: 'referrerBigCode', error: null },
    { rule: 'BIG 10 digits', flow: 'medical-specialist', values: { ...specialist, referrerBigCode: '1234567890' }, field: 'referrerBigCode', error: 'big-code-invalid' },
    { rule: 'AGB 7 digits', flow: 'mental-health', values: { referral: 'true', referrerAgbCode: '1234567' }, field: 'referrerAgbCode', error: 'agb-code-invalid' },
    // "maternity care not more than 1 year before due date"
    { rule: 'due in a year', flow: 'maternity-care', values: { dueDate: '02-06-2026' }, field: 'dueDate', error: null },
    { rule: 'due in a year and a day', flow: 'maternity-care', values: { dueDate: '03-06-2026' }, field: 'dueDate', error: 'due-date-more-than-1-year-ahead' },
    { rule: 'due yesterday', flow: 'maternity-care', values: { dueDate: '01-06-2025' }, field: 'dueDate', error: 'date-in-past' },
    // "request dates not in the past and not more than 1 year ahead"
    { rule: 'start today', flow: 'district-nursing', values: { ...districtNursing, startDate: '02-06-2025' }, field: 'startDate', error: null },
    { rule: 'start yesterday', flow: 'district-nursing', values: { ...districtNursing, startDate: '01-06-2025' }, field: 'startDate', error: 'date-in-past' },
    { rule: 'start after a year', flow: 'district-nursing', values: { ...districtNursing, startDate: '03-06-2026' }, field: 'startDate', error: 'date-more-than-1-year-ahead' },
    // sick leave: a day that has come; asked only when on sick leave
    { rule: 'sick leave date tomorrow', flow: 'medical-specialist', values: { ...specialist, sickLeave: 'true', sickLeaveDate: '03-06-2025' }, field: 'sickLeaveDate', error: 'date-after-max' },
    { rule: 'sick leave date missing', flow: 'medical-specialist', values: { ...specialist, sickLeave: 'true' }, field: 'sickLeaveDate', error: 'required-field' },
    { rule: 'sick leave date not asked', flow: 'medical-specialist', values: { ...specialist, sickLeaveDate: 'nonsense' }, field: 'sickLeaveDate', error: null },
  ] as const)('$rule: $error', ({ flow, values, field, error }) => {
    expect(validateRequestFlow(CARE_MEDIATION_FLOWS[flow], values as RequestValues, today)[field]).toBe(error);
  });

  test('a complete district-nursing request passes every rule', () => {
    expect(errorOf(validateRequestFlow(CARE_MEDIATION_FLOWS['district-nursing'], districtNursing, today))).toEqual([]);
  });
});

describe('treatment abroad (spec 02 §3, §5)', () => {
  test.for([
    // "request dates not in the past and not more than 1 year ahead (end date up to 2 years)"
    { rule: 'end in 2 years', values: { ...dialysis, endDate: '2027-06-02' }, field: 'endDate', error: null },
    { rule: 'end after 2 years', values: { ...dialysis, endDate: '2027-06-03' }, field: 'endDate', error: 'date-more-than-2-years-ahead' },
    { rule: 'end before start', values: { ...dialysis, endDate: '2025-06-30' }, field: 'endDate', error: 'end-date-before-start' },
    { rule: 'start in the past', values: { ...dialysis, startDate: '2025-06-01' }, field: 'startDate', error: 'date-in-past' },
    // "NeedsTransport (boolean); only when yes: Residence"
    { rule: 'transport without residence', values: { ...dialysis, needsTransport: 'true' }, field: 'residenceStreet', error: 'required-field' },
    // "Amount only when price mentioned"; "amount up to 9 digits"
    { rule: 'price mentioned without amount', values: { ...dialysis, priceMentioned: 'true' }, field: 'amount', error: 'required-field' },
    { rule: 'amount of 10 digits', values: { ...dialysis, priceMentioned: 'true', amount: '1234567890' }, field: 'amount', error: 'amount-too-many-digits' },
    { rule: 'amount 1.250,50', values: { ...dialysis, priceMentioned: 'true', amount: '1250,50' }, field: 'amount', error: null },
    { rule: 'no dialyses', values: { ...dialysis, numberOfDialysis: '0' }, field: 'numberOfDialysis', error: 'dialyses-out-of-range' },
    // the instance abroad lies abroad
    { rule: 'instance in the Netherlands', values: { ...dialysis, instanceCountry: 'NL' }, field: 'instanceCountry', error: 'choice-invalid' },
    { rule: 'phone without prefix', values: { ...dialysis, instancePhone: '965123456' }, field: 'instancePhone', error: 'phone-prefix-missing' },
    // the institution's phone, not the user's: "Vul dit in: Telefoonnummer van de zorginstelling", not "Vul uw telefoonnummer in."
    { rule: 'no phone', values: { ...dialysis, instancePhone: '' }, field: 'instancePhone', error: 'required-field' },
  ] as const)('kidney dialysis, $rule: $error', ({ values, field, error }) => {
    expect(validateRequestFlow(TREATMENT_ABROAD_FLOWS['kidney-dialysis'], values as RequestValues, today)[field]).toBe(error);
  });

  test('kidney dialysis has exactly the spec\'s fields, the residence only with transport and the amount only with a price', () => {
    const flow = TREATMENT_ABROAD_FLOWS['kidney-dialysis'];
    expect(flow.files).toBeNull();
    expect(requestMultipartFields(flow, { ...dialysis, residenceStreet: 'ignored', amount: '12' }).map(([name]) => name)).toEqual([
      'InstanceAbroad.InstanceName',
      'InstanceAbroad.Address.Street',
      'InstanceAbroad.Address.HouseNumber',
      'InstanceAbroad.Address.PostalCode',
      'InstanceAbroad.Address.City',
      'InstanceAbroad.CountryCode',
      'InstanceAbroad.PhoneNumber',
      'StartDate',
      'EndDate',
      'NeedsTransport',
      'NumberOfDialysis',
      'Approval',
      'PriceMentioned',
    ]);
    const withBoth = { ...dialysis, needsTransport: 'true', priceMentioned: 'true', amount: '1250,5' };
    expect(shownRequestFields(flow, withBoth).map((field) => field.name)).toEqual(expect.arrayContaining(['residenceStreet', 'residenceCountry', 'amount']));
    expect(Object.fromEntries(requestMultipartFields(flow, withBoth))['Amount']).toBe('1250.5');
  });

  test('mental health: the doctor has a Dutch address (CountryCode fixed NL) and a phone as prefix plus number', () => {
    const flow = TREATMENT_ABROAD_FLOWS['mental-health'];
    const values = {
      ...initialRequestValues(flow),
      ...instance,
      instancePractitionerName: 'Dr. García',
      reference: 'true',
      doctorName: 'J. de Vries',
      doctorProfession: 'Psychiater',
      doctorStreet: 'Dorpsstraat',
      doctorPostalCode: '1234 ab',
      doctorHouseNumber: '5',
      doctorCity: 'Utrecht',
      doctorPhonePrefix: '+31',
      doctorPhone: '30 123 4567',
      necessary: 'true',
    };
    expect(errorOf(validateRequestFlow(flow, values, today))).toEqual([['doctorPostalCode', 'postal-code-invalid']]);
    const sent = Object.fromEntries(requestMultipartFields(flow, { ...values, doctorPostalCode: '1234 AB' }));
    expect(sent['DoctorAbroad.Address.CountryCode']).toBe('NL');
    expect(sent['DoctorAbroad.PhoneNumber']).toBe('+31301234567');
    expect(sent['DoctorAbroad.Address.PostalCode']).toBe('1234AB');
    expect(validateRequestFlow(flow, { ...values, doctorCountry: 'BE' }, today)['doctorCountry']).toBe('choice-invalid');
    // the server reads the phone back as prefix plus number
    const received = readRequestFlowValues(flow, (name) => sent[name] ?? '').values;
    expect([received['doctorPhonePrefix'], received['doctorPhone']]).toEqual(['+31', '301234567']);
    expect(firstRequestFlowError(flow, received, today)).toBeNull();
    expect(firstRequestFlowError(flow, { ...received, doctorPhonePrefix: '', doctorPhone: '0301234567' }, today)?.field.name).toBe('doctorPhonePrefix');
  });

  test('what the portal sends, the server reads back to the same verdict', () => {
    const flow = TREATMENT_ABROAD_FLOWS['kidney-dialysis'];
    const values = { ...dialysis, needsTransport: 'true', residenceStreet: 'Kerkweg', residencePostalCode: '1234AB', residenceHouseNumber: '1', residenceCity: 'Ede', residenceCountry: 'NL' };
    const sent = new Map(requestMultipartFields(flow, values));
    const { values: received, unexpected } = readRequestFlowValues(flow, (name) => sent.get(name) ?? '');
    expect(unexpected).toEqual([]);
    expect(firstRequestFlowError(flow, received, today)).toBeNull();
    // an amount the form never asks (no price mentioned) is refused, not stored
    sent.set('Amount', '100');
    expect(readRequestFlowValues(flow, (name) => sent.get(name) ?? '').unexpected).toEqual(['Amount']);
  });
});

describe('the questions a flow does not ask with these answers (their errors wait for a submit while asked)', () => {
  const flow = TREATMENT_ABROAD_FLOWS['kidney-dialysis'];
  test.for([
    { case: 'no transport, no price: the residence and the amount wait', values: dialysis, unasked: ['residenceStreet', 'amount'], asked: ['startDate', 'needsTransport'] },
    { case: 'transport and a price: both asked', values: { ...dialysis, needsTransport: 'true', priceMentioned: 'true' }, unasked: [], asked: ['residenceStreet', 'amount'] },
  ])('$case', ({ values, unasked, asked }) => {
    const names = unaskedRequestFields(flow, values);
    expect(names).toEqual(expect.arrayContaining(unasked));
    for (const name of asked) expect(names).not.toContain(name);
  });
});
