// @vitest-environment node
import { addDays, format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { parseCalendarDate } from '../domain/calendar';
import { samplePdf } from '../domain/files/sample-files.fixture';
import { useTestBackend } from './test-support';
import { visibleCustomerNumbers } from './visibility';

/** POST SeatedPatientTransport (spec 02 §3 "Seated patient transport request", §6, §7; issue 17). */
const t = useTestBackend();

async function post(fields: Record<string, string>, token?: string, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = [{ name: 'verklaring.pdf', bytes: samplePdf({ padTo: 4096 }) }]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('Files', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  const response = await fetch(`${t.server.url}/api/SeatedPatientTransport`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, json: (text === '' ? undefined : JSON.parse(text)) };
}

function customerNumberOf(username: string): string {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username);
  if (!account) throw new Error(`no account ${username}`);
  return account.customerNumber;
}

function childOf(username: string): string {
  const state = t.backend.store.read();
  const self = customerNumberOf(username);
  const customer = state.customers.find((entry) => entry.customerNumber === self);
  if (!customer) throw new Error(`no customer for ${username}`);
  const child = [...visibleCustomerNumbers(state, customer, t.backend.clock.today())].find((number) => number !== self);
  if (!child) throw new Error(`no child for ${username}`);
  return child;
}

const day = (offset: number) => format(addDays(parseCalendarDate(t.backend.clock.today()) ?? new Date(), offset), 'yyyy-MM-dd');
/** what arrived in the test (the seed's requests left out) */
const stored = () => (t.backend.store.read().seatedTransportRequests ?? []).filter((record) => !record.seeded);

const wheelchair = () => ({
  SituationType: 'wheelchair',
  RequestType: 'new',
  MaxAmountWalking: '50',
  LongTermDependent: 'false',
  NumberOfMonths: '6',
  StartDate: day(7),
  EndDate: day(180),
  CanTravelPublicOrOwn: 'false',
  CanOnlyTravelCab: 'true',
  OnlyTravelCabExplanation: 'Mijn rolstoel past niet in onze auto.',
  NeedsEscort: 'false',
});

const careInstance = (index: number, name: string) => ({
  [`CareInstances[${index}].Name`]: name,
  [`CareInstances[${index}].Address.Street`]: 'Dr. Molewaterplein',
  [`CareInstances[${index}].Address.HouseNumber`]: '40',
  [`CareInstances[${index}].Address.PostalCode`]: '3015 GD',
  [`CareInstances[${index}].Address.City`]: 'Rotterdam',
  [`CareInstances[${index}].Address.CountryCode`]: 'NL',
  [`CareInstances[${index}].Duration`]: '12 weeks',
  [`CareInstances[${index}].Distance`]: '35',
  [`CareInstances[${index}].AmountTransportNeeded`]: '24',
});

describe('POST SeatedPatientTransport', () => {
  test('a wheelchair request for a child is stored with its answers and the file\'s name and size', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const child = childOf('hoofdverzekerde');
    const answer = await post({ CurrentSelectedCustomerNumber: child, ...wheelchair() }, token);
    expect(answer.json).toEqual({ requestId: expect.any(String), receivedAt: expect.any(String) });
    expect(stored()).toEqual([
      expect.objectContaining({
        customerNumber: child,
        flow: 'wheelchair',
        answers: expect.objectContaining({ SituationType: 'wheelchair', NumberOfMonths: '6', OnlyTravelCabExplanation: 'Mijn rolstoel past niet in onze auto.' }),
        files: [expect.objectContaining({ fileName: 'verklaring.pdf', size: expect.any(Number) })],
      }),
    ]);
  });

  test('a hardship request with two care instances, each duration joined with its unit', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const fields = {
      CurrentSelectedCustomerNumber: customerNumberOf('hoofdverzekerde'),
      SituationType: 'hardship-clause',
      RequestType: 'extension',
      Indication: 'true',
      MultipleInstances: 'true',
      ...careInstance(0, 'Erasmus MC'),
      ...careInstance(1, 'Maasstad Ziekenhuis'),
      StartDate: day(1),
      EndDate: day(300),
      CanTravelPublicOrOwn: 'true',
    };
    expect((await post(fields, token)).status).toBe(200);
    expect(stored()[0]?.answers).toEqual(expect.objectContaining({ 'CareInstances[1].Name': 'Maasstad Ziekenhuis', 'CareInstances[1].Duration': '12 weeks' }));
  });

  test.for<{ name: string; change: Record<string, string>; status: number; field: string | undefined }>([
    { name: 'months although long-term dependent', change: { LongTermDependent: 'true' }, status: 400, field: undefined },
    { name: 'a start in the past', change: { StartDate: '2020-01-01' }, status: 400, field: 'StartDate' },
    { name: 'an end more than 2 years ahead', change: { EndDate: '2099-01-01' }, status: 400, field: 'EndDate' },
    { name: 'a walk of 2 km', change: { MaxAmountWalking: '2000' }, status: 400, field: 'MaxAmountWalking' },
    { name: 'no explanation for the taxi', change: { OnlyTravelCabExplanation: '' }, status: 400, field: 'OnlyTravelCabExplanation' },
    { name: 'an unknown situation', change: { SituationType: 'bicycle' }, status: 400, field: undefined },
    { name: 'a field of another situation', change: { LeftEye: '0,5' }, status: 400, field: undefined },
  ])('$name: $status, nothing stored', async ({ change, status, field }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await post({ CurrentSelectedCustomerNumber: customerNumberOf('hoofdverzekerde'), ...wheelchair(), ...change }, token);
    expect(answer.status).toBe(status);
    expect(answer.json.message).toEqual(expect.any(String));
    if (field) expect(answer.json.field).toBe(field);
    expect(stored()).toEqual([]);
  });

  test('a hardship request saying one instance but naming two, or a wrong unit: 400 naming the field', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const base = {
      CurrentSelectedCustomerNumber: customerNumberOf('hoofdverzekerde'),
      SituationType: 'hardship-clause',
      RequestType: 'new',
      Indication: 'false',
      MultipleInstances: 'false',
      StartDate: day(1),
      EndDate: day(30),
      CanTravelPublicOrOwn: 'true',
    };
    const two = await post({ ...base, ...careInstance(0, 'Erasmus MC'), ...careInstance(1, 'Ikazia') }, token);
    expect(two.json).toEqual(expect.objectContaining({ field: 'MultipleInstances', messageKey: 'care-instances-only-one' }));
    const years = await post({ ...base, ...careInstance(0, 'Erasmus MC'), 'CareInstances[0].Duration': '2 years' }, token);
    expect(years.json).toEqual(expect.objectContaining({ field: 'CareInstances[0].Duration', messageKey: 'choice-invalid' }));
    const sixth = await post({ ...base, ...careInstance(0, 'Erasmus MC'), 'CareInstances[5].Name': 'Ikazia' }, token);
    expect(sixth.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  test('without files: 400 naming Files', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await post({ CurrentSelectedCustomerNumber: customerNumberOf('hoofdverzekerde'), ...wheelchair() }, token, []);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('Files');
  });

  test('"transport claims are only for oneself and persons under 16": another account\'s person is 403, before the answers are judged', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await post({ CurrentSelectedCustomerNumber: customerNumberOf('medeverzekerde'), SituationType: 'bicycle' }, token);
    expect(answer.status).toBe(403);
    expect(stored()).toEqual([]);
  });

  test('permission before the body: 403 without c-dec, 401 without a token', async () => {
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde');
      if (account) account.permissions = account.permissions.filter((code) => code !== 'c-dec');
    });
    const token = await t.accessToken('hoofdverzekerde');
    expect((await post({ SituationType: 'wheelchair' }, token)).status).toBe(403);
    expect((await post({ SituationType: 'wheelchair' })).status).toBe(401);
  });
});
