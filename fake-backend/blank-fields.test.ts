// @vitest-environment node
// Issue 32 point 18: a field of only spaces is empty. Every text is trimmed before a route judges it
// (http/trim.ts), passwords excepted; a blank where a value is required is a 4xx with a Dutch message and
// nothing is stored. The route table's fuzzing (tests/reliability/fuzz.test.ts) checks every route alike.
import { describe, expect, test } from 'vitest';
import { samplePdf } from '../domain/files/sample-files.fixture';
import { ACCOUNT_MESSAGES } from './areas/account';
import { trimTexts } from './http/trim';
import { DEMO_PASSWORD } from './seed';
import { kidneyDialysisAnswers } from './kidney-dialysis.fixture';
import { multipartForm, useTestBackend } from './test-support';

const t = useTestBackend();

/** a bill the server judges readable (POST Declaration judges readability again, issue 32 point 3) */
const scan = () => new File([samplePdf({ padTo: 4096 })], 'nota.pdf', { type: 'application/pdf' });

function selfOf(username: string) {
  const state = t.backend.store.read();
  return state.accounts.find((entry) => entry.username === username)!.customerNumber;
}

const bill = (fields: Record<string, string>) => multipartForm(fields, [scan()]);

async function postDeclaration(form: FormData, token: string) {
  const { status, json } = await t.call('POST', '/api/Declaration', { form, token });
  return { status, json: json as { message?: string } };
}

/** Dutch as the backend writes its refusals: the field named in Dutch words, no English refusal. */
const DUTCH = /\b(het|de|een|is|moet|veld|vul|kies|niet|datum|verplicht|ongeldig|bedrag)\b/i;

describe('POST /api/Declaration: blank text fields (the audit\'s treatment date of "   ")', () => {
  const validBill = () => ({
    CurrentSelectedCustomerNumber: selfOf('hoofdverzekerde'),
    IsTransportCosts: 'false',
    IsAbroad: 'false',
    CareType: 'hospital',
    TreatmentDate: t.backend.clock.today(),
    Amount: '250.00',
    CareProvider: 'Medisch Centrum Westerpark',
    TreatmentInformation: 'Polikliniek dermatologie',
  });

  test('the valid bill is accepted (so each refusal below is the blank field\'s)', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect((await postDeclaration(bill(validBill()), token)).status).toBe(200);
  });

  // the required texts of an ordinary bill (IsTransportCosts and IsAbroad are flags whose absence means false)
  test.for(['TreatmentDate', 'CareType', 'Amount', 'CareProvider', 'TreatmentInformation', 'CurrentSelectedCustomerNumber'])(
    '%s of only blanks: refused like an empty one, with a Dutch message, nothing stored',
    async (field) => {
      const token = await t.accessToken('hoofdverzekerde');
      const before = t.backend.store.read().declarations.length;
      const blank = await postDeclaration(bill({ ...validBill(), [field]: ' \t  ' }), token);
      const empty = await postDeclaration(bill({ ...validBill(), [field]: '' }), token);
      expect(blank).toEqual(empty);
      expect(blank.status).toBeGreaterThanOrEqual(400);
      expect(blank.status).toBeLessThan(500);
      expect(blank.json.message).toMatch(DUTCH);
      expect(t.backend.store.read().declarations).toHaveLength(before);
    },
  );

  test('padded values are stored trimmed', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const valid = validBill();
    const answer = await postDeclaration(bill({ ...valid, TreatmentDate: `  ${valid.TreatmentDate} `, CareProvider: '  Medisch Centrum Westerpark  ' }), token);
    expect(answer.status).toBe(200);
    const stored = t.backend.store.read().declarations.at(-1)!;
    expect(stored).toMatchObject({ treatmentDate: valid.TreatmentDate, careProvider: 'Medisch Centrum Westerpark' });
  });
});

describe('POST TreatmentAbroad/KidneyDialysis: another area\'s multipart form, the same trimming', () => {
  const dialysis = (): Record<string, string> => ({ CurrentSelectedCustomerNumber: selfOf('hoofdverzekerde'), ...kidneyDialysisAnswers(t.backend.clock.today()) });
  async function postDialysis(fields: Record<string, string>, token: string) {
    const { status, json } = await t.call('POST', '/api/TreatmentAbroad/KidneyDialysis', { form: multipartForm(fields), token });
    return { status, json: json as { message?: string } };
  }
  const received = () => (t.backend.store.read().treatmentAbroadRequests ?? []).filter((request) => !request.seeded);

  test.for(['InstanceAbroad.InstanceName', 'StartDate', 'NumberOfDialysis', 'InstanceAbroad.CountryCode'])(
    '%s of only blanks: refused like an empty one, with a Dutch message, nothing stored',
    async (field) => {
      const token = await t.accessToken('hoofdverzekerde');
      const blank = await postDialysis({ ...dialysis(), [field]: '  \t ' }, token);
      const empty = await postDialysis({ ...dialysis(), [field]: '' }, token);
      expect(blank).toEqual(empty);
      expect(blank.status).toBeGreaterThanOrEqual(400);
      expect(blank.status).toBeLessThan(500);
      expect(blank.json.message).toMatch(DUTCH);
      expect(received()).toEqual([]);
    },
  );

  test('padded values are stored trimmed', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const valid = dialysis();
    const answer = await postDialysis({ ...valid, StartDate: ` ${valid.StartDate}  `, 'InstanceAbroad.InstanceName': '  Centro de Diálisis ' }, token);
    expect(answer.status).toBe(200);
    expect(received().at(-1)).toMatchObject({ answers: expect.objectContaining({ StartDate: valid.StartDate, 'InstanceAbroad.InstanceName': 'Centro de Diálisis' }) });
  });
});

describe('JSON bodies and query strings are trimmed; passwords are not', () => {
  test('a blank JSON field is refused as a missing one (400, Dutch)', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = t.backend.store.read().customers.find((entry) => entry.customerNumber === selfOf('hoofdverzekerde'))!.phoneNumber;
    const blank = await t.call('POST', '/api/Account/updatePhoneNumber', { token, body: { phoneNumber: '    ' } });
    const empty = await t.call('POST', '/api/Account/updatePhoneNumber', { token, body: { phoneNumber: '' } });
    expect(blank).toMatchObject({ status: 400, json: { message: empty.json.message } });
    expect(blank.json.message).toMatch(DUTCH);
    expect(t.backend.store.read().customers.find((entry) => entry.customerNumber === selfOf('hoofdverzekerde'))!.phoneNumber).toBe(before);
  });

  test('a blank query parameter is an absent one', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const blank = await t.call('GET', '/api/Policy/GetExcess?year=%20%20&customerNumber=%20', { token });
    const absent = await t.call('GET', '/api/Policy/GetExcess', { token });
    expect(blank).toMatchObject({ status: absent.status, json: absent.json });
  });

  test('a padded username logs in; a padded password does not (a password counts every character, spec 01)', async () => {
    expect((await t.call('POST', '/api/account/login', { body: { username: '  hoofdverzekerde ', password: DEMO_PASSWORD } })).status).toBe(200);
    const padded = await t.call('POST', '/api/account/login', { body: { username: 'hoofdverzekerde', password: ` ${DEMO_PASSWORD} ` } });
    expect(padded).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.incorrectCredentials } });
  });

  test('trimTexts: nested texts trimmed in place, password fields kept, an own __proto__ key stays a plain field', () => {
    const body = JSON.parse('{"a":"  x ","list":[" y ",{"Password":" p ","newPassword":" q ","name":" n "}],"__proto__":{"b":" z "}}') as Record<string, unknown>;
    trimTexts(body);
    expect(body).toEqual(JSON.parse('{"a":"x","list":["y",{"Password":" p ","newPassword":" q ","name":"n"}],"__proto__":{"b":"z"}}'));
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });
});
