import { describe, expect, test } from 'vitest';
import {
  firstRequestFlowError,
  initialRequestValues,
  readRequestFlowValues,
  requestMultipartFields,
  requestMultipartNames,
  shownRequestFields,
  unaskedRequestFields,
  validateRequestFlow,
  withoutRequestListItem,
  type RequestValues,
} from './request-flows';
import { SEATED_TRANSPORT_FLOWS, careInstancesCountError, seatedTransportFlowOf } from './seated-transport';

const today = new Date(2026, 10, 24); // Tuesday 24 November 2026

const common: RequestValues = {
  requestType: 'new',
  startDate: '01-12-2026',
  endDate: '30-11-2027',
  canTravelPublicOrOwn: 'true',
};
const wheelchair: RequestValues = { ...common, maxAmountWalking: '50', longTermDependent: 'false', numberOfMonths: '6' };
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
const hardship: RequestValues = {
  ...common,
  indication: 'true',
  multipleInstances: 'true',
  careInstances: '2',
  ...instance(0, 'Erasmus MC'),
  ...instance(1, 'Maasstad Ziekenhuis'),
};

const names = (values: RequestValues, flow = SEATED_TRANSPORT_FLOWS.wheelchair) => shownRequestFields(flow, values).map((field) => field.name);

describe('seated patient transport: exactly the spec\'s fields per situation type', () => {
  test('"Wheelchair: MaxAmountWalking, LongTermDependent, NumberOfMonths only if not long-term"', () => {
    expect(names(wheelchair)).toContain('numberOfMonths');
    expect(names({ ...wheelchair, longTermDependent: 'true' })).not.toContain('numberOfMonths');
    expect(requestMultipartFields(SEATED_TRANSPORT_FLOWS.wheelchair, { ...wheelchair, longTermDependent: 'true' }).map(([name]) => name)).toEqual([
      'SituationType',
      'RequestType',
      'MaxAmountWalking',
      'LongTermDependent',
      'StartDate',
      'EndDate',
      'CanTravelPublicOrOwn',
    ]);
  });

  test('"Visually impaired: SmallerAs20Degrees, LeftEye, RightEye" with an acuity such as 0,9', () => {
    const flow = SEATED_TRANSPORT_FLOWS['visually-impaired'];
    const values = { ...common, smallerAs20Degrees: 'true', leftEye: '0,9', rightEye: '0.3' };
    expect(firstRequestFlowError(flow, values, today)).toBeNull();
    expect(validateRequestFlow(flow, { ...values, rightEye: '1' }, today)['rightEye']).toBeNull();
    expect(validateRequestFlow(flow, { ...values, rightEye: '2,5' }, today)['rightEye']).toBe('visual-acuity-invalid');
    expect(validateRequestFlow(flow, { ...values, leftEye: 'goed' }, today)['leftEye']).toBe('visual-acuity-invalid');
  });

  test('"Other: Name, CareInstance address with CountryCode NL": the country is fixed and sent', () => {
    const flow = SEATED_TRANSPORT_FLOWS.other;
    const values = {
      ...initialRequestValues(flow),
      ...common,
      name: 'Revalidatiecentrum De Hoogstraat',
      careStreet: 'Rembrandtkade',
      careHouseNumber: '10',
      carePostalCode: '3583 TM',
      careCity: 'Utrecht',
    };
    expect(firstRequestFlowError(flow, values, today)).toBeNull();
    expect(Object.fromEntries(requestMultipartFields(flow, values))).toMatchObject({
      SituationType: 'other',
      Name: 'Revalidatiecentrum De Hoogstraat',
      'CareInstance.Address.PostalCode': '3583TM',
      'CareInstance.Address.CountryCode': 'NL',
    });
    expect(validateRequestFlow(flow, { ...values, careCountry: 'BE' }, today)['careCountry']).toBe('choice-invalid');
  });

  test('every situation sends its SituationType, and a received one finds its flow', () => {
    for (const flow of Object.values(SEATED_TRANSPORT_FLOWS)) {
      expect(requestMultipartFields(flow, {})[0]).toEqual(['SituationType', flow.id]);
      expect(seatedTransportFlowOf(flow.id)).toBe(flow);
    }
    expect(seatedTransportFlowOf('bicycle')).toBeNull();
  });
});

describe('hardship clause: several care instances, each with its duration joined with its unit', () => {
  const flow = SEATED_TRANSPORT_FLOWS['hardship-clause'];

  test('two care instances are asked, checked and sent as CareInstances[i]', () => {
    expect(firstRequestFlowError(flow, hardship, today)).toBeNull();
    const sent = Object.fromEntries(requestMultipartFields(flow, hardship));
    expect(sent).toMatchObject({
      Indication: 'true',
      MultipleInstances: 'true',
      'CareInstances[0].Name': 'Erasmus MC',
      'CareInstances[0].Address.PostalCode': '3015 GD',
      'CareInstances[0].Duration': '12 weeks',
      'CareInstances[1].Name': 'Maasstad Ziekenhuis',
      'CareInstances[1].AmountTransportNeeded': '24',
    });
    expect(sent).not.toHaveProperty('CareInstances');
  });

  test.for([
    ['true', '1', 'care-instances-at-least-two'],
    ['true', '2', null],
    ['false', '1', null],
    ['false', '2', 'care-instances-only-one'],
  ] as const)('"MultipleInstances" %s with %s instance(s) → %s', ([multiple, count, expected]) => {
    expect(careInstancesCountError({ multipleInstances: multiple, careInstances: count })).toBe(expected);
  });

  test.for([
    ['duration', '0', 'duration-out-of-range'],
    ['duration', '366', 'duration-out-of-range'],
    ['durationUnit', 'years', 'choice-invalid'],
    ['distance', '401', 'distance-km-out-of-range'],
    ['amountTransportNeeded', '0', 'rides-out-of-range'],
    ['instanceName', '', 'required-field'],
  ] as const)('the second instance\'s %s "%s" → %s', ([name, value, expected]) => {
    expect(validateRequestFlow(flow, { ...hardship, [`careInstances.1.${name}`]: value }, today)[`careInstances.1.${name}`]).toBe(expected);
  });

  test('what the server receives reads back into the same answers, the unit split off again', () => {
    const sent = Object.fromEntries(requestMultipartFields(flow, hardship));
    const { values, unexpected } = readRequestFlowValues(flow, (name) => sent[name] ?? '');
    expect(unexpected).toEqual([]);
    expect(values['careInstances']).toBe('2');
    expect(values['careInstances.1.duration']).toBe('12');
    expect(values['careInstances.1.durationUnit']).toBe('weeks');
    expect(firstRequestFlowError(flow, values, today)).toBeNull();
  });

  test('the server knows every item up to the fifth, and nothing past it', () => {
    const known = requestMultipartNames(flow);
    expect(known).toContain('CareInstances[4].Name');
    expect(known).not.toContain('CareInstances[5].Name');
    expect(known).not.toContain('CareInstances[0].durationUnit');
  });

  test('removing an item moves the later ones up', () => {
    const three = { ...hardship, careInstances: '3', ...instance(2, 'Ikazia') };
    const list = flow.fields.find((field) => field.name === 'careInstances');
    if (!list) throw new Error('no list');
    const after = withoutRequestListItem(list, three, 0);
    expect(after['careInstances']).toBe('2');
    expect(after['careInstances.0.instanceName']).toBe('Maasstad Ziekenhuis');
    expect(after['careInstances.1.instanceName']).toBe('Ikazia');
    expect(after['careInstances.2.instanceName']).toBe('');
    expect(withoutRequestListItem(list, { careInstances: '1' }, 0)['careInstances']).toBe('1');
  });
});

describe('the common part', () => {
  test('"if not own transport: CanOnlyTravelCab, OnlyTravelCabExplanation, NeedsEscort": the explanation only when only a taxi will do', () => {
    const notOwn = { ...wheelchair, canTravelPublicOrOwn: 'false', canOnlyTravelCab: 'true', needsEscort: 'false' };
    expect(names(notOwn)).toEqual(expect.arrayContaining(['canOnlyTravelCab', 'onlyTravelCabExplanation', 'needsEscort']));
    expect(validateRequestFlow(SEATED_TRANSPORT_FLOWS.wheelchair, notOwn, today)['onlyTravelCabExplanation']).toBe('required-field');
    expect(names({ ...notOwn, canOnlyTravelCab: 'false' })).not.toContain('onlyTravelCabExplanation');
    // own transport after all: the taxi answers stay behind, and their explanation is not asked either
    expect(names({ ...notOwn, canTravelPublicOrOwn: 'true' })).not.toEqual(expect.arrayContaining(['canOnlyTravelCab']));
    expect(names({ ...notOwn, canTravelPublicOrOwn: 'true' })).not.toContain('onlyTravelCabExplanation');
  });

  test('an answer to a question not asked is reported to the server', () => {
    const flow = SEATED_TRANSPORT_FLOWS.wheelchair;
    const sent: Record<string, string> = { ...Object.fromEntries(requestMultipartFields(flow, wheelchair)), OnlyTravelCabExplanation: 'Ik kan niet lopen' };
    expect(readRequestFlowValues(flow, (name) => sent[name] ?? '').unexpected).toEqual(['OnlyTravelCabExplanation']);
  });

  test.for([
    ['startDate', '23-11-2026', 'date-in-past'],
    ['startDate', '25-11-2027', 'date-more-than-1-year-ahead'],
    ['endDate', '25-11-2028', 'date-more-than-2-years-ahead'],
    ['endDate', '30-11-2026', 'end-date-before-start'],
    ['maxAmountWalking', '1001', 'distance-meters-out-of-range'],
    ['numberOfMonths', '13', 'months-out-of-range'],
  ] as const)('"request dates not in the past and not more than 1 year ahead (end date up to 2 years)", ranges: %s %s → %s', ([name, value, expected]) => {
    expect(validateRequestFlow(SEATED_TRANSPORT_FLOWS.wheelchair, { ...wheelchair, [name]: value }, today)[name]).toBe(expected);
  });
});

describe('a care instance added after a submit is a question not asked yet (its errors wait for the next submit)', () => {
  const flow = SEATED_TRANSPORT_FLOWS['hardship-clause'];
  test('with two instances the third is not asked; with three it is', () => {
    expect(unaskedRequestFields(flow, hardship)).toContain('careInstances.2.instanceName');
    expect(unaskedRequestFields(flow, hardship)).not.toContain('careInstances.1.instanceName');
    expect(unaskedRequestFields(flow, { ...hardship, careInstances: '3' })).not.toContain('careInstances.2.instanceName');
  });
});
