// @vitest-environment node
// Issue 32 point 20: a login for an unknown username costs what one for a known username with a wrong
// password costs, so the answer time does not tell which usernames exist. Measured by the work done (one
// bcrypt compare at the accounts' cost, one durable write of the store), not by the wall clock, which a
// busy machine blurs.
import type * as bcrypt from 'bcryptjs';
import { compare } from 'bcryptjs';
import { describe, expect, test, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from './areas/account';
import { BCRYPT_COST } from './seed/people';
import { useTestBackend } from './test-support';

vi.mock('bcryptjs', async (importOriginal) => {
  const actual = await importOriginal<typeof bcrypt>();
  return { ...actual, compare: vi.fn(actual.compare) };
});

const t = useTestBackend();
const compareSpy = vi.mocked(compare);

/** The work a failed login does: the bcrypt compares (with the cost of the hash compared against) and the store writes. */
async function workOfFailedLogin(username: string) {
  compareSpy.mockClear();
  const writes = vi.spyOn(t.backend.store, 'update');
  const answer = await t.call('POST', '/api/account/login', { body: { username, password: 'NietHetWachtwoord1!' } });
  expect(answer).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.incorrectCredentials } });
  const work = {
    compares: compareSpy.mock.calls.map(([, hash]) => `cost ${String(hash).split('$')[2]}`),
    writes: writes.mock.calls.length,
  };
  writes.mockRestore();
  return work;
}

describe('a failed login takes as long for an unknown username as for a known one (issue 32 point 20)', () => {
  test('both compare the password once, against a hash of the accounts\' bcrypt cost, and write the store once', async () => {
    const cost = `cost ${String(BCRYPT_COST).padStart(2, '0')}`;
    const known = await workOfFailedLogin('hoofdverzekerde');
    const unknown = await workOfFailedLogin('niemand-bekend');
    expect(known).toEqual({ compares: [cost], writes: 1 });
    expect(unknown).toEqual(known);
  });

  test('the unknown username is still counted in memory only: db.json holds no trace of it', async () => {
    await workOfFailedLogin('niemand-bekend');
    expect(JSON.stringify(t.backend.store.read())).not.toContain('niemand-bekend');
  });
});
