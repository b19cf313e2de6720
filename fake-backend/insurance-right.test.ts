// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { samplePdf } from '../domain/files/sample-files.fixture';
import { useTestBackend } from './test-support';

/** GET and POST InsuranceRight (spec 02 §3, §5 "Insurance right", §7; issue 16 point 2). */
const t = useTestBackend();

async function postCheck(fields: Record<string, string>, token: string | null, files: { name: string; bytes: Uint8Array<ArrayBuffer>; type: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('Files', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${t.server.url}/api/InsuranceRight`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, json: (text === '' ? undefined : JSON.parse(text)) };
}

const ALL_NO = { HasDutchIncome: 'false', HasBenefit: 'false', HasOtherIncome: 'false', IsSelfEmployed: 'false' };

describe('POST InsuranceRight', () => {
  test('buitenland sends the check with the last year and a file: stored, and the check is no longer required', async () => {
    const token = await t.accessToken('buitenland');
    expect((await t.call('GET', '/api/InsuranceRight', { token })).json).toEqual({ isCheckRequired: true });
    const sent = await postCheck({ ...ALL_NO, LastDutchIncome: '2019' }, token, [{ name: 'jaaropgave.pdf', bytes: samplePdf({ padTo: 4096 }), type: 'application/pdf' }]);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/), isCheckRequired: false });
    expect((await t.call('GET', '/api/InsuranceRight', { token })).json).toEqual({ isCheckRequired: false });
    const [check] = t.backend.store.read().insuranceRightChecks ?? [];
    // its reference is the one Mijn aanvragen lists it by
    expect(check?.checkId).toBe(sent.json.requestId);
    const listed = (await t.call('GET', '/api/Request/GetRequests', { token })).json as { requestId: string; kind: string }[];
    expect(listed).toContainEqual(expect.objectContaining({ requestId: sent.json.requestId, kind: 'insurance-right', receivedAt: sent.json.receivedAt }));
    expect(check).toMatchObject({ hasDutchIncome: false, lastDutchIncome: '2019', files: [{ fileName: 'jaaropgave.pdf', size: 4096 }] });
    // sent once: a second check is not required
    expect(await postCheck({ ...ALL_NO, LastDutchIncome: '2019' }, token)).toMatchObject({ status: 409, json: { message: 'De controle van uw verzekeringsrecht is op dit moment niet nodig.' } });
  });

  test('with Dutch income the year is not asked, and sending it is refused', async () => {
    const token = await t.accessToken('buitenland');
    const withYear = await postCheck({ ...ALL_NO, HasDutchIncome: 'true', LastDutchIncome: '2019' }, token);
    expect(withYear.status).toBe(400);
    expect(t.backend.store.read().customers.find((entry) => entry.isInsuranceRightCheckRequired)).toBeDefined();
    const withoutYear = await postCheck({ ...ALL_NO, HasDutchIncome: 'true' }, token);
    expect(withoutYear.status).toBe(200);
    expect(t.backend.store.read().insuranceRightChecks?.[0]?.lastDutchIncome).toBeNull();
  });

  test('the domain\'s rules as 400s naming the field; nothing stored', async () => {
    const token = await t.accessToken('buitenland');
    expect(await postCheck({ ...ALL_NO }, token)).toMatchObject({ status: 400, json: { field: 'LastDutchIncome', messageKey: 'required-field' } });
    expect(await postCheck({ ...ALL_NO, LastDutchIncome: '2999' }, token)).toMatchObject({
      status: 400,
      json: { field: 'LastDutchIncome', messageKey: 'year-in-future', message: 'Het jaar mag niet in de toekomst liggen.' },
    });
    expect(await postCheck({ HasBenefit: 'false' }, token)).toMatchObject({ status: 400, json: { field: 'HasDutchIncome', message: 'Dit veld is verplicht.' } });
    expect((await postCheck({ ...ALL_NO, HasBenefit: 'misschien', LastDutchIncome: '2019' }, token)).status).toBe(400);
    expect(
      await postCheck({ ...ALL_NO, LastDutchIncome: '2019' }, token, [{ name: 'brief.docx', bytes: new Uint8Array(4096), type: 'application/octet-stream' }]),
    ).toMatchObject({ status: 400, json: { field: 'Files', messageKey: 'file-type-not-allowed' } });
    expect(t.backend.store.read().insuranceRightChecks).toEqual([]);
  });

  test('the permission before the body: hoofdverzekerde without c-insurance-right 403; without a token 401', async () => {
    expect((await postCheck(ALL_NO, null)).status).toBe(401);
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'buitenland');
      if (account) account.permissions = account.permissions.filter((code) => code !== 'c-insurance-right');
    });
    const token = await t.accessToken('buitenland');
    expect((await postCheck({ HasDutchIncome: 'garbage' }, token)).status).toBe(403);
  });
});
