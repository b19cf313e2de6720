// @vitest-environment jsdom
import { savePendingBankSessionFx } from '@/entities/bank-identity';
import { ApiError, type ApiRequest } from '@/shared/api';
import { hardNavigateFx } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createSessionFx, fetchBankOptionsFx } from '../api/idin-start';
import { $banks, $isRedirecting, bankChoiceForm, bankChoiceOpened } from './bank-choice';

// the form's units under the names these tests have always used
const bankSelected = bankChoiceForm.fieldChanged.prepend((issuerId: string) => ({ field: 'issuerId' as const, value: issuerId }));
const submitted = bankChoiceForm.submitted;
const $shownError = bankChoiceForm.$shownErrors.map((errors) => errors.issuerId ?? null);

const BANKS = [
  { issuerId: 'INGBNL2A', name: 'ING' },
  { issuerId: 'RABONL2U', name: 'Rabobank' },
];
const CREATED = { clientCode: 'client-code-1', sessionLifetime: 600, redirectUrl: 'http://localhost:3001/__fake/idin/bank?sessionId=s-1' };

function scopeWith(createSession: () => unknown = () => CREATED) {
  const calls = { createSession: vi.fn(), saved: vi.fn(), navigated: vi.fn() };
  const scope = fork({
    handlers: [
      [fetchBankOptionsFx, () => BANKS],
      // an attached effect's handler gets its source (none here) and the mapped request
      [createSessionFx, (_: unknown, request: ApiRequest) => {
        calls.createSession(request);
        return createSession();
      }],
      [savePendingBankSessionFx, (pending: { clientCode: string; mode: string }) => {
        calls.saved(pending);
        return pending;
      }],
      [hardNavigateFx, (request: unknown) => {
        calls.navigated(request);
      }],
    ],
  });
  return { scope, calls };
}

describe('choosing a bank (spec 01 §4: "Create a session (flow 0 for registration, 1 for login) with a bank chosen from a list")', () => {
  test('opening loads the bank list from GET idin/bank-options', async () => {
    const { scope } = scopeWith();
    await allSettled(bankChoiceOpened, { scope, params: { mode: 'login' } });
    expect(scope.getState($banks)).toEqual(BANKS);
  });

  test('without a bank nothing is sent and the field says so', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(bankChoiceOpened, { scope, params: { mode: 'login' } });
    expect(scope.getState($shownError)).toBeNull();
    await allSettled(submitted, { scope });
    expect(scope.getState($shownError)).toBe('features.idinStart.errors.bank-required');
    expect(calls.createSession).not.toHaveBeenCalled();
    // an issuer that is not on the list is no choice either
    await allSettled(bankSelected, { scope, params: 'NOPENL2A' });
    await allSettled(submitted, { scope });
    expect(calls.createSession).not.toHaveBeenCalled();
  });

  test.for([
    { mode: 'login', iDINFlow: 1 },
    { mode: 'activation', iDINFlow: 1 },
    { mode: 'registration', iDINFlow: 0 },
  ] as const)('$mode: iDINFlow $iDINFlow; the client code is kept for the session lifetime, then off to the bank', async ({ mode, iDINFlow }) => {
    const { scope, calls } = scopeWith();
    await allSettled(bankChoiceOpened, { scope, params: { mode } });
    await allSettled(bankSelected, { scope, params: 'RABONL2U' });
    await allSettled(submitted, { scope });
    expect(scope.getState($shownError)).toBeNull();
    expect(calls.createSession).toHaveBeenCalledExactlyOnceWith({
      method: 'POST',
      path: 'Idin/create-session',
      json: { iDINFlow, bankIssuer: 'RABONL2U', clientBaseUrl: window.location.origin },
    });
    expect(calls.saved).toHaveBeenCalledExactlyOnceWith({ clientCode: 'client-code-1', sessionLifetime: 600, mode });
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ url: CREATED.redirectUrl, replace: false });
    expect(scope.getState($isRedirecting)).toBe(true);
  });

  test('a failed create-session stores nothing, goes nowhere and allows another try', async () => {
    const { scope, calls } = scopeWith(() => {
      throw new ApiError(500, 'Idin/create-session', null);
    });
    await allSettled(bankChoiceOpened, { scope, params: { mode: 'login' } });
    await allSettled(bankSelected, { scope, params: 'INGBNL2A' });
    await allSettled(submitted, { scope });
    expect(calls.createSession).toHaveBeenCalledOnce();
    expect(calls.saved).not.toHaveBeenCalled();
    expect(calls.navigated).not.toHaveBeenCalled();
    expect(scope.getState($isRedirecting)).toBe(false);
    await allSettled(submitted, { scope });
    expect(calls.createSession).toHaveBeenCalledTimes(2);
  });

  test('an answer without a client code is refused by the contract', async () => {
    const { scope, calls } = scopeWith(() => ({ sessionLifetime: 600, redirectUrl: CREATED.redirectUrl }));
    await allSettled(bankChoiceOpened, { scope, params: { mode: 'login' } });
    await allSettled(bankSelected, { scope, params: 'INGBNL2A' });
    await allSettled(submitted, { scope });
    expect(calls.saved).not.toHaveBeenCalled();
    expect(calls.navigated).not.toHaveBeenCalled();
  });
});
