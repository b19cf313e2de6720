// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { addWorkingDays, formatSubmittedDate, parseCalendarDate } from '../domain/calendar';
import { useTestBackend } from './test-support';

/** Issue 17: POST Declaration and its handling 10 working days later. */
const t = useTestBackend();

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(4096).fill(7)])], 'nota.png', { type: 'image/png' });

async function post(form: FormData, token?: string) {
  const response = await fetch(`${t.server.url}/api/Declaration`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>) };
}

function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const self = state.customers.find((customer) => customer.customerNumber === account.customerNumber)!;
  const children = state.customers.filter((customer) => customer.role === 'M' && customer.agreementId === self.agreementId);
  const partner = state.customers.find((customer) => customer.role === 'P' && customer.agreementId === self.agreementId);
  return { self, children, partner };
}

const today = () => t.backend.clock.today();

function bill(customerNumber: string, fields: Record<string, string> = {}, files: File[] = [png()]): FormData {
  const form = new FormData();
  const all = {
    CurrentSelectedCustomerNumber: customerNumber,
    IsTransportCosts: 'false',
    IsAbroad: 'false',
    CareType: 'hospital',
    TreatmentDate: today(),
    Amount: '250.00',
    CareProvider: 'Medisch Centrum Westerpark',
    TreatmentInformation: 'Polikliniek dermatologie',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  for (const file of files) form.append('Files', file);
  return form;
}

function transport(customerNumber: string, rides: number): FormData {
  const form = new FormData();
  const fields = {
    CurrentSelectedCustomerNumber: customerNumber,
    IsTransportCosts: 'true',
    IsAbroad: 'false',
    'Transport.TreatmentType': 'dialysis',
    'Transport.TravelType': 'own-car',
    'Transport.DestinationFrom': 'Utrecht',
    'Transport.DestinationTo': 'Nieuwegein',
    'Transport.Amount': '84.00',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let index = 0; index < rides; index += 1) {
    form.append(`Transport.Rides[${index}].Date`, today());
    form.append(`Transport.Rides[${index}].IsReturn`, 'true');
  }
  form.append('Transport.Rides[0].ExtraCostType', 'toll');
  form.append('Transport.Rides[0].ExtraCostAmount', '4.50');
  form.append('Files', png());
  return form;
}

describe('POST /api/Declaration', () => {
  test('an ordinary bill is stored In behandeling and handled 10 working days later, the own risk taken and GetExcess moved with it', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self } = household('hoofdverzekerde');
    const year = today().slice(0, 4);
    const excessBefore = await t.call('GET', `/api/Policy/GetExcess?customerNumber=${self.customerNumber}`, { token });
    const answer = await post(bill(self.customerNumber), token);
    expect(answer.status).toBe(200);
    const handledBy = formatSubmittedDate(addWorkingDays(parseCalendarDate(today())!, 10));
    expect(answer.json).toMatchObject({ declarationId: expect.any(String), receivedDate: today(), handledBy });
    const stored = t.backend.store.read().declarations.find((entry) => entry.declarationId === answer.json?.['declarationId'])!;
    expect(stored).toMatchObject({ status: 1, statusName: 'In behandeling', declarationAmount: 250, submission: { files: [{ fileName: 'nota.png', size: 4104 }] } });

    // nine days later still in progress
    t.backend.clock.advance(9 * 24 * 3600);
    // the access token lives 30 minutes: a new login after the clock moved
    let later = await t.accessToken('hoofdverzekerde');
    const list = async () => (await t.call('GET', `/api/Declaration/GetDeclarations?customerNumber=${self.customerNumber}&year=${year}`, { token: later })).json as { declarationId: string; status: number; excessAmount: number; compensatedAmount: number }[];
    if (today() < handledBy) expect((await list()).find((entry) => entry.declarationId === stored.declarationId)?.status).toBe(1);
    t.backend.clock.advance(10 * 24 * 3600);
    later = await t.accessToken('hoofdverzekerde');
    const handled = (await list()).find((entry) => entry.declarationId === stored.declarationId)!;
    expect(handled.status).toBe(0);
    const remainingBefore = (excessBefore.json as { amountRemaining: number }).amountRemaining;
    expect(handled.excessAmount).toBe(Math.min(250, remainingBefore));
    expect(handled.compensatedAmount).toBeCloseTo(250 - handled.excessAmount, 2);
    const excessAfter = await t.call('GET', `/api/Policy/GetExcess?customerNumber=${self.customerNumber}&year=${year}`, { token: later });
    expect((excessAfter.json as { amountRemaining: number }).amountRemaining).toBeCloseTo(remainingBefore - handled.excessAmount, 2);
    const summary = await t.call('GET', `/api/Policy/GetFinancialSummary?customerNumber=${self.customerNumber}&year=${year}`, { token: later });
    expect(summary.json.excess.remaining).toBeCloseTo(remainingBefore - handled.excessAmount, 2);
  });

  test('transport with 20 rides for a child is accepted; a 21st ride is refused and nothing is stored', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const [child] = household('hoofdverzekerde').children;
    const before = t.backend.store.read().declarations.length;
    expect(await post(transport(child!.customerNumber, 21), token)).toMatchObject({ status: 400, json: { messageKey: 'too-many-trips', field: 'Transport.Rides' } });
    expect(t.backend.store.read().declarations).toHaveLength(before);
    const accepted = await post(transport(child!.customerNumber, 20), token);
    expect(accepted.status).toBe(200);
    const stored = t.backend.store.read().declarations.at(-1)!;
    expect(stored).toMatchObject({ careType: 'Ziekenvervoer', customerNumber: child!.customerNumber, declarationAmount: 84 });
    expect(stored.bills[0]?.activities).toHaveLength(20);
    expect(stored.submission?.fields['Transport.Rides[0].ExtraCostType']).toBe('toll');
  });

  test.for<{ case: string; fields: Record<string, string>; messageKey: string; field: string }>([
    { case: 'above 2000 euro', fields: { Amount: '2000.01' }, messageKey: 'amount-above-online-maximum', field: 'Amount' },
    { case: 'a treatment in the future', fields: { TreatmentDate: '2999-01-01' }, messageKey: 'treatment-date-in-future', field: 'TreatmentDate' },
    { case: 'no care provider', fields: { CareProvider: '' }, messageKey: 'required-field', field: 'CareProvider' },
  ])('400 naming the rule: $case', async ({ fields, messageKey, field }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = t.backend.store.read().declarations.length;
    expect(await post(bill(household('hoofdverzekerde').self.customerNumber, fields), token)).toMatchObject({ status: 400, json: { messageKey, field, message: expect.any(String) } });
    expect(t.backend.store.read().declarations).toHaveLength(before);
  });

  test('no file, or an .exe: 400 on Files', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self } = household('hoofdverzekerde');
    expect(await post(bill(self.customerNumber, {}, []), token)).toMatchObject({ status: 400, json: { messageKey: 'files-required', field: 'Files' } });
    const exe = new File([new Uint8Array(4096)], 'setup.exe', { type: 'application/octet-stream' });
    expect(await post(bill(self.customerNumber, {}, [exe]), token)).toMatchObject({ status: 400, json: { messageKey: 'file-type-not-allowed' } });
  });

  test('the partner and another household: 403; a co-insured of 17 only for self; no permission: 403 before the body', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { partner } = household('hoofdverzekerde');
    expect((await post(bill(partner!.customerNumber), token)).status).toBe(403);
    const coInsured = await t.accessToken('medeverzekerde');
    const own = household('medeverzekerde').self;
    expect((await post(bill(household('hoofdverzekerde').self.customerNumber), coInsured)).status).toBe(403);
    expect((await post(bill(own.customerNumber), coInsured)).status).toBe(200);
    expect((await post(bill(own.customerNumber))).status).toBe(401);
  });

  test('abroad with travel insurance: the Abroad.* fields', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const form = new FormData();
    const fields = {
      CurrentSelectedCustomerNumber: household('hoofdverzekerde').self.customerNumber,
      IsTransportCosts: 'false',
      IsAbroad: 'true',
      'Abroad.Country': 'ES',
      'Abroad.Currency': 'EUR',
      'Abroad.StartDate': today(),
      'Abroad.EndDate': today(),
      'Abroad.Amount': '180.00',
      'Abroad.CareProvider': 'Clínica Costa Blanca',
      'Abroad.Description': 'Spoedconsult oorontsteking',
      'Abroad.HasPreExistingCondition': 'false',
      'Abroad.HasTravelInsurance': 'true',
      'Abroad.TravelInsurer': 'Reisgenoot',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('Files', png());
    expect(await post(form, token)).toMatchObject({ status: 400, json: { field: 'Abroad.TravelInsurancePolicyNumber', messageKey: 'required-field' } });
    form.append('Abroad.TravelInsurancePolicyNumber', 'RG-88123');
    expect(await post(form, token)).toMatchObject({ status: 400, json: { field: 'Abroad.HasThirdPartyLiability', messageKey: 'choice-required' } });
    form.append('Abroad.HasThirdPartyLiability', 'false');
    expect((await post(form, token)).status).toBe(200);
    expect(t.backend.store.read().declarations.at(-1)).toMatchObject({ careType: 'Zorg in het buitenland', submission: { kind: 'abroad', currency: 'EUR' } });
  });

  test('"up to 2000 euro online": an abroad bill of 2400 euro is refused, one of 2400 dollars is not', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const abroad = (currency: string) => {
      const form = new FormData();
      const fields = {
        CurrentSelectedCustomerNumber: household('hoofdverzekerde').self.customerNumber,
        IsTransportCosts: 'false',
        IsAbroad: 'true',
        'Abroad.Country': 'ES',
        'Abroad.Currency': currency,
        'Abroad.StartDate': today(),
        'Abroad.EndDate': today(),
        'Abroad.Amount': '2400.00',
        'Abroad.CareProvider': 'Clínica Costa Blanca',
        'Abroad.Description': 'Opname na een val',
        'Abroad.HasPreExistingCondition': 'false',
        'Abroad.HasTravelInsurance': 'false',
        'Abroad.HasThirdPartyLiability': 'false',
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('Files', png());
      return form;
    };
    const before = t.backend.store.read().declarations.length;
    expect(await post(abroad('EUR'), token)).toMatchObject({ status: 400, json: { field: 'Abroad.Amount', messageKey: 'amount-above-online-maximum' } });
    expect(t.backend.store.read().declarations).toHaveLength(before);
    expect((await post(abroad('USD'), token)).status).toBe(200);
  });
});
