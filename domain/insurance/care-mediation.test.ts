import { describe, expect, test } from 'vitest';
import { CARE_MEDIATION_FLOWS, CARE_MEDIATION_TYPES, careTimeAnswer, combinedCareTimeError, mayRequestCareMediationFor } from './care-mediation';
import { shownRequestFields, validateRequestFlow } from './request-flows';

const today = new Date(2025, 5, 1);
const self = { customerNumber: 'me', birthDate: '1990-01-01' };
const selfAt17 = { customerNumber: 'me', birthDate: '2008-01-01' };
const child = { customerNumber: 'child', birthDate: '2015-01-01' };

describe('care mediation for whom', () => {
  // "Care mediation for general practitioner and mental health is only for oneself; mental health is not for persons under 18."
  const rows = CARE_MEDIATION_TYPES.flatMap((careType) => [
    { careType, person: 'self', insured: self, may: true },
    { careType, person: 'self at 17', insured: selfAt17, may: careType !== 'mental-health' },
    { careType, person: 'a child', insured: child, may: careType !== 'general-practitioner' && careType !== 'mental-health' },
  ]);
  test.for(rows)('$careType for $person: $may', ({ careType, insured, may }) => {
    expect(mayRequestCareMediationFor(careType, insured, { customerNumber: 'me' }, today)).toBe(may);
  });
});

describe('combined care time', () => {
  // "in a combined care type, type 1 needs nursing time, type 2 needs personal care time, otherwise any of them"
  const some = { hours: 2, minutes: 0 };
  const minutesOnly = { hours: 0, minutes: 30 };
  const none = { hours: 0, minutes: 0 };
  test.for([
    { type: 1, nursing: some, personal: null, error: null },
    { type: 1, nursing: none, personal: some, error: 'nursing-time-required' },
    { type: 2, nursing: some, personal: null, error: 'personal-care-time-required' },
    { type: 2, nursing: null, personal: minutesOnly, error: null },
    { type: 3, nursing: null, personal: minutesOnly, error: null },
    { type: 3, nursing: some, personal: none, error: null },
    { type: 3, nursing: none, personal: null, error: 'care-time-required' },
  ])('type $type, nursing $nursing, personal $personal: $error', ({ type, nursing, personal, error }) => {
    expect(combinedCareTimeError({ combinedCareType: type, nursingTime: nursing, personalCareTime: personal })).toBe(error);
  });
});

describe('issue 33 point 14: "care time as 3 uur 30 minuten": the hours and their minutes read as one time', () => {
  const fields = CARE_MEDIATION_FLOWS['district-nursing'].fields;
  const nursingHours = fields.find((field) => field.name === 'nursingHours')!;
  const personalCareHours = fields.find((field) => field.name === 'personalCareHours')!;
  test.for<{ name: string; values: Record<string, string>; time: { hours: number; minutes: number } | null }>([
    { name: 'hours and minutes', values: { nursingHours: '3', nursingMinutes: '30' }, time: { hours: 3, minutes: 30 } },
    { name: 'hours only', values: { nursingHours: '2' }, time: { hours: 2, minutes: 0 } },
    { name: 'minutes only', values: { nursingHours: '', nursingMinutes: '45' }, time: { hours: 0, minutes: 45 } },
    { name: 'nothing given', values: { nursingHours: ' ', nursingMinutes: '' }, time: null },
    { name: 'the other kind of care is not read', values: { personalCareHours: '4' }, time: null },
  ])('$name', ({ values, time }) => {
    expect(careTimeAnswer(nursingHours, values)).toEqual(time);
  });

  test('both care times have their minutes; a field without minutes is no care time', () => {
    expect(nursingHours.minutesField).toBe('nursingMinutes');
    expect(personalCareHours.minutesField).toBe('personalCareMinutes');
    expect(careTimeAnswer({ name: 'timesPerWeek' }, { timesPerWeek: '3' })).toBeNull();
  });
});

describe('district nursing asks the time of the care chosen ("type 1 needs nursing time, type 2 needs personal care time, otherwise any of them")', () => {
  const flow = CARE_MEDIATION_FLOWS['district-nursing'];
  const TIME_FIELDS = ['nursingHours', 'nursingMinutes', 'personalCareHours', 'personalCareMinutes'];
  test.for([
    { combinedCareType: '', asked: [] },
    { combinedCareType: '1', asked: ['nursingHours', 'nursingMinutes'] },
    { combinedCareType: '2', asked: ['personalCareHours', 'personalCareMinutes'] },
    { combinedCareType: '3', asked: TIME_FIELDS },
  ])('care type "$combinedCareType": $asked', ({ combinedCareType, asked }) => {
    const shown = shownRequestFields(flow, { indication: 'true', combinedCareType }).map((field) => field.name);
    expect(shown.filter((name) => TIME_FIELDS.includes(name))).toEqual(asked);
  });

  test('a time asked is required by the rule, not marked optional', () => {
    for (const name of TIME_FIELDS) expect(flow.fields.find((field) => field.name === name)?.requiredByRule).toBe(true);
    expect(validateRequestFlow(flow, { indication: 'true', combinedCareType: '1', timesPerWeek: '3' }, new Date(2026, 10, 29))['nursingHours']).toBe('nursing-time-required');
  });
});
