// @vitest-environment node
import { addDays, format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { parseCalendarDate } from '../domain/calendar';
import { samplePdf } from '../domain/files/sample-files.fixture';
import { kidneyDialysisAnswers } from './kidney-dialysis.fixture';
import { multipartForm, useTestBackend } from './test-support';
import { visibleCustomerNumbers } from './visibility';

/** POST CareMediation/… and TreatmentAbroad/… (spec 02 §5 "Care mediation and treatment abroad", §6, §7; issue 16). */
const t = useTestBackend();

async function post(path: string, fields: Record<string, string>, token?: string, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = []) {
  const attachments = files.map((file) => new File([file.bytes], file.name, { type: 'application/pdf' }));
  const { status, json } = await t.call('POST', path, { form: multipartForm(fields, attachments), token });
  return { status, json };
}

function customerOf(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username);
  const customer = state.customers.find((entry) => entry.customerNumber === account?.customerNumber);
  if (!customer) throw new Error(`no customer for ${username}`);
  return customer;
}

/** a child the main insured may act for */
function childOf(username: string): string {
  const state = t.backend.store.read();
  const customer = customerOf(username);
  const child = [...visibleCustomerNumbers(state, customer, t.backend.clock.today())].find((number) => number !== customer.customerNumber);
  if (!child) throw new Error(`no child for ${username}`);
  return child;
}

const day = (offset: number) => format(addDays(parseCalendarDate(t.backend.clock.today()) ?? new Date(), offset), 'yyyy-MM-dd');

const stored = () => {
  const state = t.backend.store.read();
  // what arrived in the test (the seed's requests left out)
  const received = <T extends { seeded?: true }>(records: T[] | undefined) => (records ?? []).filter((record) => !record.seeded);
  return { careMediation: received(state.careMediationRequests), treatmentAbroad: received(state.treatmentAbroadRequests) };
};

const dialysis = () => kidneyDialysisAnswers(t.backend.clock.today());

describe('care mediation', () => {
  test('district nursing for a child is stored with its answers', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const child = childOf('hoofdverzekerde');
    const answer = await post(
      '/api/CareMediation/DistrictCare',
      { CurrentSelectedCustomerNumber: child, Indication: 'true', CombinedCareType: '2', 'PersonalCareTime.Hours': '3', TimesPerWeek: '5', StartDate: day(7) },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.requestId).toEqual(expect.any(String));
    expect(stored().careMediation).toEqual([
      expect.objectContaining({ customerNumber: child, flow: 'district-nursing', answers: expect.objectContaining({ 'PersonalCareTime.Hours': '3', StartDate: day(7) }) }),
    ]);
  });

  test('a refused value is named and nothing is stored', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    // "in a combined care type, type 1 needs nursing time"
    const nursing = { CurrentSelectedCustomerNumber: customerOf('hoofdverzekerde').customerNumber, Indication: 'true', CombinedCareType: '1', TimesPerWeek: '9', StartDate: day(7) };
    const answer = await post('/api/CareMediation/DistrictCare', nursing, token);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Vul de tijd voor verpleging in.', field: 'NursingTime.Hours', messageKey: 'nursing-time-required' });
    // the personal care's time is not asked with nursing alone: refused as an answer to a question not asked
    const personalCare = await post('/api/CareMediation/DistrictCare', { ...nursing, 'PersonalCareTime.Hours': '3' }, token);
    expect(personalCare.status).toBe(400);
    expect(personalCare.json).toMatchObject({ message: expect.stringContaining("'PersonalCareTime.Hours'") });
    expect(stored().careMediation).toEqual([]);
  });

  test('"general practitioner and mental health only for oneself": 403 for a child, before the answers are judged', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const gp = await post('/api/CareMediation/GeneralPractitioner', { CurrentSelectedCustomerNumber: childOf('hoofdverzekerde'), Reason: 'moved', Distance: '15' }, token);
    expect(gp.status).toBe(403);
    const self = await post('/api/CareMediation/GeneralPractitioner', { CurrentSelectedCustomerNumber: customerOf('hoofdverzekerde').customerNumber, Reason: 'moved', Distance: '15' }, token);
    expect(self.status).toBe(200);
  });

  test('"mental health is not for persons under 18": 403 for the co-insured of 17 asking for himself', async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await post(
      '/api/CareMediation/MentalHealthCare',
      { CurrentSelectedCustomerNumber: customerOf('medeverzekerde').customerNumber, Topic: 'anxiety', Type: 'basic', Referral: 'false', WaitingList: 'false', WaitingTime: '2', WaitingTimeUnit: 'months', Distance: '50' },
      token,
    );
    expect(answer.status).toBe(403);
  });

  test('permission before the body: 403 without c-care-med, 401 without a token', async () => {
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde');
      if (account) account.permissions = account.permissions.filter((code) => code !== 'c-care-med');
    });
    const token = await t.accessToken('hoofdverzekerde');
    expect((await post('/api/CareMediation/GeneralPractitioner', { Reason: 'moved' }, token)).status).toBe(403);
    expect((await post('/api/CareMediation/GeneralPractitioner', { Reason: 'moved' })).status).toBe(401);
  });
});

describe('treatment abroad', () => {
  test('kidney dialysis is stored; a second request is another record', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const customerNumber = customerOf('hoofdverzekerde').customerNumber;
    expect((await post('/api/TreatmentAbroad/KidneyDialysis', { CurrentSelectedCustomerNumber: customerNumber, ...dialysis() }, token)).status).toBe(200);
    expect(stored().treatmentAbroad).toEqual([expect.objectContaining({ flow: 'kidney-dialysis', customerNumber, files: [] })]);
  });

  test.for([
    { name: 'an end after 2 years', change: () => ({ EndDate: day(800) }), field: 'EndDate', messageKey: 'date-more-than-2-years-ahead' },
    { name: 'transport without a residence', change: () => ({ NeedsTransport: 'true' }), field: 'Residence.Street', messageKey: 'required-field' },
    { name: 'an instance in the Netherlands', change: () => ({ 'InstanceAbroad.CountryCode': 'NL' }), field: 'InstanceAbroad.CountryCode', messageKey: 'choice-invalid' },
  ])('kidney dialysis with $name: 400 naming $field', async ({ change, field, messageKey }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await post('/api/TreatmentAbroad/KidneyDialysis', { CurrentSelectedCustomerNumber: customerOf('hoofdverzekerde').customerNumber, ...dialysis(), ...change() }, token);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(expect.objectContaining({ field, messageKey }));
    expect(stored().treatmentAbroad).toEqual([]);
  });

  test('an amount without a price mentioned, or a field the flow does not know, is refused', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const customerNumber = customerOf('hoofdverzekerde').customerNumber;
    expect((await post('/api/TreatmentAbroad/KidneyDialysis', { CurrentSelectedCustomerNumber: customerNumber, ...dialysis(), Amount: '100' }, token)).status).toBe(400);
    expect((await post('/api/TreatmentAbroad/KidneyDialysis', { CurrentSelectedCustomerNumber: customerNumber, ...dialysis(), Foo: 'x' }, token)).status).toBe(400);
    expect(stored().treatmentAbroad).toEqual([]);
  });

  test('a file sent with kidney dialysis, which takes none, is refused saying so (not "hoogstens 0 bestanden")', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const fields = { CurrentSelectedCustomerNumber: customerOf('hoofdverzekerde').customerNumber, ...dialysis() };
    const answer = await post('/api/TreatmentAbroad/KidneyDialysis', fields, token, [{ name: 'brief.pdf', bytes: samplePdf({ padTo: 4096 }) }]);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(expect.objectContaining({ message: 'Bij deze aanvraag kunt u geen bestanden meesturen.' }));
    expect(stored().treatmentAbroad).toEqual([]);
  });

  test('medical treatment needs files; with a pdf it is stored with the file', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const fields = {
      CurrentSelectedCustomerNumber: customerOf('hoofdverzekerde').customerNumber,
      ...Object.fromEntries(Object.entries(dialysis()).filter(([name]) => name.startsWith('InstanceAbroad.') && name !== 'InstanceAbroad.CountryCode')),
      'InstanceAbroad.Address.CountryCode': 'ES',
      TreatmentData: 'Knieoperatie',
      StartDate: day(10),
      EndDate: day(20),
    };
    const without = await post('/api/TreatmentAbroad/MedicalTreatment', fields, token);
    expect(without.json).toEqual(expect.objectContaining({ field: 'Files', messageKey: 'files-required' }));
    const withFile = await post('/api/TreatmentAbroad/MedicalTreatment', fields, token, [{ name: 'verwijzing.pdf', bytes: samplePdf({ padTo: 4096 }) }]);
    expect(withFile.status).toBe(200);
    expect(stored().treatmentAbroad[0]?.files).toEqual([expect.objectContaining({ fileName: 'verwijzing.pdf' })]);
  });

  test('a person of another household: 403', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await post('/api/TreatmentAbroad/KidneyDialysis', { CurrentSelectedCustomerNumber: customerOf('wanbetaler').customerNumber, ...dialysis() }, token);
    expect(answer.status).toBe(403);
  });
});
