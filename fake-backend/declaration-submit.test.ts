// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { addWorkingDays, formatSubmittedDate, parseCalendarDate } from '../domain/calendar';
import { samplePdf, samplePng } from '../domain/files/sample-files.fixture';
import { DECLARATION_CURRENCIES, OWN_CAR_RATE_PER_KM, convertToEuro, referenceRateOn } from '../domain/insurance';
import { EXCHANGE_RATES } from './seed/exchange-rates';
import { DAY_WITH_THIS_YEARS_CLAIMS, useTestBackend } from './test-support';

/** Issue 17: POST Declaration and its handling 10 working days later; issue 32: the euro value, rides' amounts, strictness. */
const t = useTestBackend({ now: DAY_WITH_THIS_YEARS_CLAIMS });

/** A readable photo of a bill (1200 × 1600 px), 4104 bytes. */
const png = () => new File([samplePng(1200, 1600, { padTo: 4104 })], 'nota.png', { type: 'image/png' });

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

function transport(customerNumber: string, rides: number, rideAmount = '42.00'): FormData {
  const form = new FormData();
  const fields = {
    CurrentSelectedCustomerNumber: customerNumber,
    IsTransportCosts: 'true',
    IsAbroad: 'false',
    'Transport.TreatmentType': 'dialysis',
    'Transport.TravelType': 'taxi',
    'Transport.DestinationFrom': 'Utrecht',
    'Transport.DestinationTo': 'Nieuwegein',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let index = 0; index < rides; index += 1) {
    form.append(`Transport.Rides[${index}].Date`, today());
    form.append(`Transport.Rides[${index}].IsReturn`, 'true');
    form.append(`Transport.Rides[${index}].Amount`, rideAmount);
  }
  form.append('Transport.Rides[0].ExtraCostType', 'toll');
  form.append('Transport.Rides[0].ExtraCostAmount', '4.50');
  form.append('Files', png());
  return form;
}

describe('POST /api/Declaration', () => {
  // three full logins (bcrypt) and eight calls: about 6 s when lint and typecheck run beside it, over vitest's 5 s
  test('an ordinary bill is stored In behandeling and handled 10 working days later, the own risk taken and GetExcess moved with it', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self } = household('hoofdverzekerde');
    const year = today().slice(0, 4);
    const excessBefore = await t.call('GET', `/api/Policy/GetExcess?customerNumber=${self.customerNumber}`, { token });
    const answer = await post(bill(self.customerNumber), token);
    expect(answer.status).toBe(200);
    const handledBy = formatSubmittedDate(addWorkingDays(parseCalendarDate(today())!, 10));
    expect(answer.json).toMatchObject({ declarationId: expect.any(String), receivedDate: today(), handledBy });
    // the payout's account by its last four characters only
    const agreement = t.backend.store.read().agreements.find((entry) => entry.agreementId === self.agreementId)!;
    expect(answer.json?.['payoutAccountEnding']).toBe(agreement.paymentDetails.ibanReceivedByInsured.slice(-4));
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
  }, 15_000);

  test('the insurer handles a declaration before its day on request (POST /__fake/declarations/handle): only that one, only from this machine', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self } = household('hoofdverzekerde');
    const first = (await post(bill(self.customerNumber), token)).json?.['declarationId'] as string;
    const second = (await post(bill(self.customerNumber, { Amount: '80.00' }), token)).json?.['declarationId'] as string;
    const statusOf = (id: string) => t.backend.store.read().declarations.find((entry) => entry.declarationId === id)?.status;

    const answer = await t.call('POST', '/__fake/declarations/handle', { body: { declarationId: first } });
    expect(answer).toMatchObject({ status: 200, json: { handled: [first] } });
    expect([statusOf(first), statusOf(second)]).toEqual([0, 1]);
    // handled once: asked again it is no longer in progress
    const again = await t.call('POST', '/__fake/declarations/handle', { body: { declarationId: first } });
    expect(again.status).toBe(404);
    expect(again.json?.['message']).toMatch(/^Er is geen declaratie .* in behandeling\.$/);
    expect((await t.call('POST', '/__fake/declarations/handle', { body: {} })).json).toEqual({ handled: [second] });
    expect(statusOf(second)).toBe(0);
  });

  test('no IBAN known (the acceptgiro household): the declaration is taken, its answer names no payout account, and HasKnownIban says so', async () => {
    const token = await t.accessToken('lopenderegeling');
    const { self } = household('lopenderegeling');
    const answer = await post(bill(self.customerNumber), token);
    expect(answer.status).toBe(200);
    expect(answer.json?.['payoutAccountEnding']).toBeNull();
    expect((await t.call('GET', '/api/Agreement/HasKnownIban', { token })).json).toEqual({ hasKnownIban: false, ibanPayedByInsured: null });
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
    // issue 32: the total is derived, the rides' amounts and the toll together
    expect(stored).toMatchObject({ careType: 'Ziekenvervoer', customerNumber: child!.customerNumber, declarationAmount: 20 * 42 + 4.5 });
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

  const abroad = (fields: Record<string, string> = {}, files: File[] = [png()]) => {
    const form = new FormData();
    const all = {
      CurrentSelectedCustomerNumber: household('hoofdverzekerde').self.customerNumber,
      IsTransportCosts: 'false',
      IsAbroad: 'true',
      'Abroad.Country': 'US',
      'Abroad.Currency': 'USD',
      'Abroad.StartDate': today(),
      'Abroad.EndDate': today(),
      'Abroad.Amount': '2400.00',
      'Abroad.CareProvider': 'Mercy Urgent Care',
      'Abroad.Description': 'Opname na een val',
      'Abroad.HasPreExistingCondition': 'false',
      'Abroad.HasTravelInsurance': 'false',
      'Abroad.HasThirdPartyLiability': 'false',
      ...fields,
    };
    for (const [name, value] of Object.entries(all)) form.append(name, value);
    for (const file of files) form.append('Files', file);
    return form;
  };
  /** the reference rate of the dollar today, from the seed's table */
  const dollar = () => referenceRateOn(EXCHANGE_RATES, 'USD', today())!;
  /** the largest whole number of dollars within € 2,000 today */
  const dollarsWithinLimit = () => Math.floor(2000 / dollar());

  test('issue 32: "the €2,000 online limit is on the euro value": dollars above it are refused (4xx, Dutch, nothing stored), in euro an abroad bill of 2400 too', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = t.backend.store.read().declarations.length;
    const overLimit = String(dollarsWithinLimit() + 1);
    for (const fields of [{ 'Abroad.Amount': overLimit }, { 'Abroad.Amount': '50000.00' }, { 'Abroad.Currency': 'EUR', 'Abroad.Country': 'ES' }] as Record<string, string>[]) {
      const answer = await post(abroad(fields), token);
      expect(answer).toMatchObject({ status: 400, json: { field: 'Abroad.Amount', messageKey: 'amount-above-online-maximum' } });
      expect(answer.json?.['message']).toMatch(/^Een declaratie van meer dan € 2\.000 \(in euro\) kunt u niet online indienen/);
    }
    expect(t.backend.store.read().declarations).toHaveLength(before);
  });

  test('issue 32: dollars within the limit are stored at their euro value with the original amount and rate, listed so (the preview too), and paid out in euros', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self } = household('hoofdverzekerde');
    const dollars = dollarsWithinLimit();
    const euros = convertToEuro(dollars, dollar());
    const answer = await post(abroad({ 'Abroad.Amount': `${dollars}.00` }), token);
    expect(answer.status).toBe(200);
    const stored = t.backend.store.read().declarations.find((entry) => entry.declarationId === answer.json?.['declarationId'])!;
    expect(stored).toMatchObject({ declarationAmount: euros, original: { amount: dollars, currency: 'USD', euroPerUnit: dollar() } });
    const year = today().slice(0, 4);
    const listed = (await t.call('GET', `/api/Declaration/GetDeclarations?customerNumber=${self.customerNumber}&year=${year}`, { token })).json as Record<string, unknown>[];
    expect(listed.find((entry) => entry['declarationId'] === stored.declarationId)).toMatchObject({
      declarationAmount: euros,
      originalAmount: dollars,
      originalCurrency: 'USD',
      exchangeRate: dollar(),
    });
    // a euro bill is listed without an original
    expect(listed.find((entry) => entry['originalCurrency'] === null)).toMatchObject({ originalAmount: null, exchangeRate: null });
    // the dashboard's preview lists it with its dollars too, the euro bills without
    const preview = (await t.call('GET', '/api/Declaration/GetDeclarationsPreview', { token })).json as Record<string, unknown>[];
    expect(preview.find((entry) => entry['declarationId'] === stored.declarationId)).toMatchObject({ declarationAmount: euros, originalAmount: dollars, originalCurrency: 'USD' });
    expect(preview.filter((entry) => entry['declarationId'] !== stored.declarationId).every((entry) => entry['originalCurrency'] === null)).toBe(true);

    t.backend.clock.advance(16 * 24 * 3600);
    const later = await t.accessToken('hoofdverzekerde');
    const detail = (await t.call('GET', `/api/Declaration?declarationId=${stored.declarationId}`, { token: later })).json;
    expect(detail.status).toBe(0);
    expect(detail.compensatedAmount + detail.excessAmount).toBeCloseTo(euros, 2);
    expect(detail.bills[0].payOutAmount).toBe(detail.compensatedAmount);
    expect(detail.compensatedAmount).toBeLessThanOrEqual(2000);
  });

  test('issue 32: a currency without a reference rate on the treatment day is refused', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await post(abroad({ 'Abroad.Currency': 'XYZ' }), token)).toMatchObject({ status: 400, json: { field: 'Abroad.Currency', messageKey: 'choice-invalid' } });
  });

  test.for([
    { country: 'BT', status: 200 },
    { country: 'AX', status: 200 },
    { country: 'CI', status: 200 },
    { country: 'XK', status: 400 },
    { country: 'EU', status: 400 },
    { country: 'es', status: 400 },
    { country: 'Spanje', status: 400 },
  ])('issue 33: every ISO 3166 country is taken, anything else refused in Dutch: $country', async ({ country, status }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = t.backend.store.read().declarations.length;
    const answer = await post(abroad({ 'Abroad.Country': country, 'Abroad.Currency': 'EUR', 'Abroad.Amount': '180.00' }), token);
    expect(answer.status).toBe(status);
    if (status === 400) expect(answer.json).toMatchObject({ field: 'Abroad.Country', messageKey: 'choice-invalid', message: 'Kies een van de mogelijkheden.' });
    expect(t.backend.store.read().declarations).toHaveLength(before + (status === 200 ? 1 : 0));
  });

  test('issue 33: the currencies the form offers are those the reference-rate table knows, and the euro', () => {
    expect([...DECLARATION_CURRENCIES].sort()).toEqual(['EUR', ...Object.keys(EXCHANGE_RATES)].sort());
  });

  test('issue 33: by own car the server values each ride by its distance at the per-km rate and refuses an amount that differs', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const [child] = household('hoofdverzekerde').children;
    const ownCar = (amounts: [string, string]) => {
      const form = transport(child!.customerNumber, 2);
      form.set('Transport.TravelType', 'own-car');
      form.set('Transport.Rides[0].Distance', '20');
      form.set('Transport.Rides[0].Amount', amounts[0]);
      form.set('Transport.Rides[1].Distance', '15');
      form.set('Transport.Rides[1].IsReturn', 'false');
      form.set('Transport.Rides[1].Amount', amounts[1]);
      return form;
    };
    const before = t.backend.store.read().declarations.length;
    // 20 km return is 40 km, 15 km one way 15 km: 55 km at the rate, plus the toll of 4.50 on the first ride
    expect(await post(ownCar(['14.00', '20.00']), token)).toMatchObject({ status: 400, json: { field: 'Transport.Rides[1].Amount', messageKey: 'ride-amount-mismatch' } });
    const noDistance = ownCar(['14.00', '5.25']);
    noDistance.delete('Transport.Rides[1].Distance');
    expect(await post(noDistance, token)).toMatchObject({ status: 400, json: { field: 'Transport.Rides[1].Distance', messageKey: 'required-field' } });
    expect(t.backend.store.read().declarations).toHaveLength(before);

    const answer = await post(ownCar(['14.00', '5.25']), token);
    expect(answer.status).toBe(200);
    const stored = t.backend.store.read().declarations.find((entry) => entry.declarationId === answer.json?.['declarationId'])!;
    expect(stored.declarationAmount).toBe(Math.round(55 * OWN_CAR_RATE_PER_KM * 100) / 100 + 4.5);
    expect(stored.bills[0]?.activities.map((activity) => activity.description)).toEqual(['Rit heen en terug, 40 km met de eigen auto', 'Enkele rit, 15 km met de eigen auto']);

    // by taxi a distance is not asked
    const taxi = transport(child!.customerNumber, 1);
    taxi.set('Transport.Rides[0].Distance', '20');
    expect(await post(taxi, token)).toMatchObject({ status: 400, json: { field: 'Transport.Rides[0].Distance', messageKey: 'not-asked' } });
  });

  test("issue 32: transport's extra costs count towards the limit; a ride without an amount is refused on its own name", async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const [child] = household('hoofdverzekerde').children;
    const before = t.backend.store.read().declarations.length;
    // 20 rides of 99.80 are 1996.00; the toll of 4.50 on the first ride takes it over 2000
    expect(await post(transport(child!.customerNumber, 20, '99.80'), token)).toMatchObject({ status: 400, json: { field: 'Transport.Rides', messageKey: 'amount-above-online-maximum' } });
    const withoutAmount = transport(child!.customerNumber, 2);
    withoutAmount.delete('Transport.Rides[1].Amount');
    expect(await post(withoutAmount, token)).toMatchObject({ status: 400, json: { field: 'Transport.Rides[1].Amount', messageKey: 'required-field' } });
    expect(t.backend.store.read().declarations).toHaveLength(before);
  });

  test.for<{ case: string; form: () => FormData; field: string }>([
    { case: 'a travel insurer without a travel insurance', form: () => abroad({ 'Abroad.Amount': '100.00', 'Abroad.TravelInsurer': 'Reisgenoot' }), field: 'Abroad.TravelInsurer' },
    { case: 'an accident place without a third party', form: () => abroad({ 'Abroad.Amount': '100.00', 'Abroad.AccidentPlace': 'Denver' }), field: 'Abroad.AccidentPlace' },
    { case: 'a country on an ordinary bill', form: () => bill(household('hoofdverzekerde').self.customerNumber, { 'Abroad.Country': 'US' }), field: 'Abroad.Country' },
    { case: 'a total for transport (the total is derived)', form: () => { const form = transport(household('hoofdverzekerde').self.customerNumber, 1); form.append('Transport.Amount', '42.00'); return form; }, field: 'Transport.Amount' },
    { case: 'an extra cost amount without its type', form: () => { const form = transport(household('hoofdverzekerde').self.customerNumber, 2); form.append('Transport.Rides[1].ExtraCostAmount', '3.00'); return form; }, field: 'Transport.Rides[1].ExtraCostAmount' },
    { case: 'a field no form has', form: () => bill(household('hoofdverzekerde').self.customerNumber, { Discount: '100' }), field: 'Discount' },
  ])('issue 32: an answer to a question not asked is refused, nothing stored: $case', async ({ form, field }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = t.backend.store.read().declarations.length;
    const answer = await post(form(), token);
    expect(answer).toMatchObject({ status: 400, json: { field, messageKey: 'not-asked' } });
    expect(answer.json?.['message']).toMatch(/^Het veld '.+' hoort niet bij deze declaratie/);
    expect(t.backend.store.read().declarations).toHaveLength(before);
  });

  test.for<{ case: string; file: () => File; messageKey: string; reason: string }>([
    { case: 'a locked pdf', file: () => new File([samplePdf({ encrypted: true, padTo: 2048 })], 'beveiligd.pdf', { type: 'application/pdf' }), messageKey: 'file-locked', reason: 'Dit bestand is beveiligd.' },
    { case: 'a photo of 120 px', file: () => new File([samplePng(120, 160, { padTo: 2048 })], 'klein.png', { type: 'image/png' }), messageKey: 'file-unreadable', reason: 'Dit bestand is onleesbaar.' },
    { case: 'a pdf that is none', file: () => new File([new Uint8Array(2048).fill(65)], 'nep.pdf', { type: 'application/pdf' }), messageKey: 'file-unreadable', reason: 'Dit bestand is onleesbaar.' },
  ])('issue 32: the server judges readability again: $case is refused with its reason, nothing stored', async ({ file, messageKey, reason }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = t.backend.store.read().declarations.length;
    const refused = file();
    const answer = await post(bill(household('hoofdverzekerde').self.customerNumber, {}, [png(), refused]), token);
    expect(answer).toMatchObject({ status: 400, json: { field: 'Files', messageKey } });
    expect(answer.json?.['message']).toContain(`Bestand '${refused.name}': ${reason}`);
    expect(t.backend.store.read().declarations).toHaveLength(before);
  });

  test('several bad files at once, of both kinds: 400 naming each by its place as sent (a type, a locked pdf, an unreadable photo), nothing stored', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = t.backend.store.read().declarations.length;
    const files = [
      new File([samplePdf({ encrypted: true, padTo: 2048 })], 'beveiligd.pdf', { type: 'application/pdf' }),
      png(),
      new File([new Uint8Array(4096)], 'programma.exe'),
      new File([samplePng(120, 160, { padTo: 2048 })], 'klein.png', { type: 'image/png' }),
    ];
    const answer = await post(bill(household('hoofdverzekerde').self.customerNumber, {}, files), token);
    expect(answer).toMatchObject({ status: 400, json: { field: 'Files', messageKey: 'file-type-not-allowed' } });
    expect(answer.json?.['files']).toEqual([
      { index: 0, fileName: 'beveiligd.pdf', messageKey: 'file-locked', message: 'Dit bestand is beveiligd. Voeg een bestand toe zonder wachtwoord.' },
      { index: 2, fileName: 'programma.exe', messageKey: 'file-type-not-allowed', message: 'Dit bestandstype is niet toegestaan.' },
      { index: 3, fileName: 'klein.png', messageKey: 'file-unreadable', message: 'Dit bestand is onleesbaar. Voeg een beter leesbare versie toe.' },
    ]);
    expect(t.backend.store.read().declarations).toHaveLength(before);
  });
});

describe('issue 32: hasReadRights and the reference rates', () => {
  test('a declaration without read rights is listed with hasReadRights false and its invoiceId; its detail is refused (403)', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const restricted = t.backend.store.read().declarations.find((entry) => !entry.hasReadRights)!;
    expect(restricted).toBeDefined();
    const listed = (await t.call('GET', `/api/Declaration/GetDeclarations?customerNumber=${restricted.customerNumber}&year=${restricted.year}`, { token })).json as Record<string, unknown>[];
    expect(listed.find((entry) => entry['declarationId'] === restricted.declarationId)).toMatchObject({ hasReadRights: false, invoiceId: restricted.invoiceId });
    expect(listed.some((entry) => entry['hasReadRights'] === true)).toBe(true);
    const detail = await t.call('GET', `/api/Declaration?declarationId=${restricted.declarationId}`, { token });
    expect(detail.status).toBe(403);
    expect(detail.json.message).toMatch(/^U heeft geen toegang/);
  });

  test('the content host publishes the reference rates of the seed', async () => {
    const answer = await t.call('GET', '/content/exchange-rates.json?v=1');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ rates: JSON.parse(JSON.stringify(EXCHANGE_RATES)) });
  });
});
