// @vitest-environment jsdom
import { clearPendingBankSessionFx, readPendingBankSessionFx, type PendingBankSession } from '@/entities/bank-identity';
import { $bankIdentification } from '@/entities/registration';
import { sessionFromAccessToken, storeSessionFx } from '@/entities/session';
import { ApiError, type ApiRequest } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { navigateFx } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { genericCallbackFx, processAuthenticationFx, processErrorFx, processIdentificationFx } from '../api/idin-callback';
import type { CallbackRoute } from '../lib/callback-step';
import { $status, callbackReached } from './callback';
import { tokenFor } from '@test-support/access-token';

const accessToken = () => tokenFor({}, ['login']);
const TOKEN = accessToken();

type Answer = { ok: unknown } | { status: number; message: string | null };
const rejected = (status: number, message: string | null = null): Answer => ({ status, message });

function answerWith(answer: Answer | undefined, path: string) {
  if (!answer) throw new Error(`unexpected call of ${path}`);
  if ('ok' in answer) return answer.ok;
  throw new ApiError(answer.status, path, answer.message);
}

interface Setup {
  pending: PendingBankSession | null;
  authentication?: Answer;
  identification?: Answer;
  generic?: Answer;
}

function scopeWith({ pending, authentication, identification, generic }: Setup) {
  const calls = {
    requests: vi.fn<(request: ApiRequest) => void>(),
    navigated: vi.fn(),
    cleared: vi.fn(),
    stored: vi.fn(),
  };
  const scope = fork({
    handlers: [
      [readPendingBankSessionFx, () => pending],
      [clearPendingBankSessionFx, () => {
        calls.cleared();
      }],
      [processAuthenticationFx, (_: unknown, request: ApiRequest) => {
        calls.requests(request);
        return answerWith(authentication, request.path);
      }],
      [processIdentificationFx, (_: unknown, request: ApiRequest) => {
        calls.requests(request);
        return answerWith(identification, request.path);
      }],
      [processErrorFx, (_: unknown, request: ApiRequest) => {
        calls.requests(request);
        return null;
      }],
      [genericCallbackFx, (_: unknown, request: ApiRequest) => {
        calls.requests(request);
        return answerWith(generic, request.path);
      }],
      [storeSessionFx, (params: { accessToken: string; rememberMe: boolean }) => {
        calls.stored(params);
        return { session: sessionFromAccessToken(params.accessToken)!, expiryCookieMs: null };
      }],
      [navigateFx, (_: unknown, request: unknown) => {
        calls.navigated(request);
      }],
    ],
  });
  return { scope, calls };
}

const LOGIN: PendingBankSession = { clientCode: 'code-1', mode: 'login' };
const ACTIVATION: PendingBankSession = { clientCode: 'code-1', mode: 'activation' };
const REGISTRATION: PendingBankSession = { clientCode: 'code-1', mode: 'registration' };
const outcome = (mode: string, name: string) => `features.idinCallback.outcomes.${mode}.${name}`;

async function reach(scope: ReturnType<typeof fork>, route: CallbackRoute, query: Record<string, string>) {
  await allSettled(callbackReached, { scope, params: { route, query } });
}

const noticesOf = (scope: ReturnType<typeof fork>) => scope.getState($notices).map(({ kind, messageKey }) => ({ kind, messageKey }));

describe('the bank\'s return points (spec 01 §4: "Success goes to home; failure goes to login or idin-register")', () => {
  test('a login: process-authentication with the session and the cookie\'s client code; the session is stored and the user lands home', async () => {
    const { scope, calls } = scopeWith({ pending: LOGIN, authentication: { ok: { accessToken: TOKEN } } });
    await reach(scope, 'authentication', { sessionId: 's-1' });
    expect(calls.requests).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ path: 'Idin/process-authentication', json: { sessionId: 's-1', clientCode: 'code-1' } }));
    expect(calls.stored).toHaveBeenCalledExactlyOnceWith({ accessToken: TOKEN, rememberMe: false });
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true });
    expect(calls.cleared).toHaveBeenCalledOnce();
    expect(noticesOf(scope)).toEqual([{ kind: 'positive', messageKey: outcome('login', 'success') }]);
    expect(scope.getState($status)).toBe('done');
  });

  test('an activation ends home with its own text', async () => {
    const { scope, calls } = scopeWith({ pending: ACTIVATION, authentication: { ok: { accessToken: TOKEN } } });
    await reach(scope, 'authentication', { sessionId: 's-1' });
    expect(calls.stored).toHaveBeenCalledOnce();
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true });
    expect(noticesOf(scope)).toEqual([{ kind: 'positive', messageKey: outcome('activation', 'success') }]);
  });

  test('a registration: process-identification hands the customer number to the registration wizard', async () => {
    const { scope, calls } = scopeWith({ pending: REGISTRATION, identification: { ok: { customerNumber: '400500600', registrationToken: 'registratie-via-de-bank' } } });
    await reach(scope, 'register', { sessionId: 's-2' });
    expect(calls.requests).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ path: 'Idin/process-identification', json: { sessionId: 's-2', clientCode: 'code-1' } }));
    expect(scope.getState($bankIdentification)).toEqual({ customerNumber: '400500600', registrationToken: 'registratie-via-de-bank' });
    expect(calls.stored).not.toHaveBeenCalled();
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to: '/registreren', replace: true });
    expect(noticesOf(scope)).toEqual([{ kind: 'positive', messageKey: outcome('registration', 'success') }]);
  });

  test.for([
    { case: 'login expired', pending: LOGIN, route: 'authentication', answer: rejected(400, 'Expired'), to: '/inloggen', text: outcome('login', 'expired') },
    { case: 'login cancelled', pending: LOGIN, route: 'authentication', answer: rejected(400, 'Cancelled'), to: '/inloggen', text: outcome('login', 'cancelled') },
    { case: 'login without account', pending: LOGIN, route: 'authentication', answer: rejected(400, 'Account not found'), to: '/idin-register', text: outcome('login', 'account-not-found') },
    { case: 'login not active', pending: LOGIN, route: 'authentication', answer: rejected(400, 'Login not active'), to: '/inloggen', text: outcome('login', 'should-activate') },
    { case: 'login failure', pending: LOGIN, route: 'authentication', answer: rejected(400, 'Failure'), to: '/inloggen', text: outcome('login', 'failure') },
    { case: 'activation of another identity', pending: ACTIVATION, route: 'authentication', answer: rejected(400, 'Failure'), to: '/idin-activeren', text: outcome('activation', 'failure') },
    { case: 'registration expired', pending: REGISTRATION, route: 'register', answer: rejected(400, 'Expired'), to: '/idin-register', text: outcome('registration', 'expired') },
    { case: 'registration of nobody', pending: REGISTRATION, route: 'register', answer: rejected(400, 'Account not found'), to: '/idin-register', text: outcome('registration', 'account-not-found') },
    { case: 'registration with an account', pending: REGISTRATION, route: 'register', answer: rejected(400, 'Account already exists'), to: '/inloggen', text: outcome('registration', 'account-exists') },
  ] as const)('400 $answer.message: $case → $to with its text', async ({ pending, route, answer, to, text }) => {
    const { scope, calls } = scopeWith({ pending, authentication: answer, identification: answer });
    await reach(scope, route, { sessionId: 's-1' });
    expect(calls.stored).not.toHaveBeenCalled();
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to, replace: true });
    expect(calls.cleared).toHaveBeenCalledOnce();
    expect(noticesOf(scope)).toEqual([{ kind: 'negative', messageKey: text }]);
  });

  test('"Only HTTP 400 is handled": a 500 shows the catalogue\'s text and goes where a failure goes', async () => {
    const { scope, calls } = scopeWith({ pending: LOGIN, authentication: rejected(500) });
    await reach(scope, 'authentication', { sessionId: 's-1' });
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to: '/inloggen', replace: true });
    expect(noticesOf(scope)).toEqual([{ kind: 'negative', messageKey: 'errors.server' }]);
  });

  test.for([
    { pending: LOGIN, to: '/inloggen', mode: 'login' },
    { pending: REGISTRATION, to: '/idin-register', mode: 'registration' },
    { pending: ACTIVATION, to: '/idin-activeren', mode: 'activation' },
  ] as const)('callback/iDin-abort in a $mode: no call, the abort text, on to $to', async ({ pending, to, mode }) => {
    const { scope, calls } = scopeWith({ pending });
    await reach(scope, 'abort', { sessionId: 's-1' });
    expect(calls.requests).not.toHaveBeenCalled();
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to, replace: true });
    expect(noticesOf(scope)).toEqual([{ kind: 'negative', messageKey: outcome(mode, 'abort') }]);
  });

  test('callback/iDin-error reports the failure with process-error, then the error text', async () => {
    const { scope, calls } = scopeWith({ pending: REGISTRATION });
    await reach(scope, 'error', { sessionId: 's-3' });
    expect(calls.requests).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ path: 'Idin/process-error', json: { sessionId: 's-3' } }));
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to: '/idin-register', replace: true });
    expect(noticesOf(scope)).toEqual([{ kind: 'negative', messageKey: outcome('registration', 'error') }]);
  });

  test('without the client code cookie the session\'s lifetime has passed: expired, nothing sent', async () => {
    const { scope, calls } = scopeWith({ pending: null });
    await reach(scope, 'authentication', { sessionId: 's-1' });
    expect(calls.requests).not.toHaveBeenCalled();
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to: '/inloggen', replace: true });
    expect(noticesOf(scope)).toEqual([{ kind: 'negative', messageKey: outcome('login', 'expired') }]);
  });

  test('the generic return point asks GET Idin for the session, then processes it as the pending mode says', async () => {
    const { scope, calls } = scopeWith({ pending: LOGIN, generic: { ok: { sessionId: 's-9' } }, authentication: { ok: { accessToken: TOKEN } } });
    await reach(scope, 'generic', { code: 'abc', state: 's-9', session_state: 'x' });
    expect(calls.requests.mock.calls.map(([request]) => request)).toEqual([
      expect.objectContaining({ path: 'Idin', searchParams: { code: 'abc', state: 's-9', callbackUrl: `${window.location.origin}/callback/iDin` } }),
      expect.objectContaining({ path: 'Idin/process-authentication', json: { sessionId: 's-9', clientCode: 'code-1' } }),
    ]);
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true });
  });

  test('the generic return point with a bank error: GET Idin answers 400 Cancelled', async () => {
    const { scope, calls } = scopeWith({ pending: REGISTRATION, generic: rejected(400, 'Cancelled') });
    await reach(scope, 'generic', { state: 's-9', error: 'access_denied', error_description: 'Cancelled' });
    expect(calls.requests).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ searchParams: { state: 's-9', error: 'access_denied', error_description: 'Cancelled', callbackUrl: `${window.location.origin}/callback/iDin` } }),
    );
    expect(calls.navigated).toHaveBeenCalledExactlyOnceWith({ to: '/idin-register', replace: true });
    expect(noticesOf(scope)).toEqual([{ kind: 'negative', messageKey: outcome('registration', 'cancelled') }]);
  });

  test('the same return point reported twice (React strict mode) is handled once', async () => {
    const { scope, calls } = scopeWith({ pending: LOGIN, authentication: { ok: { accessToken: TOKEN } } });
    await reach(scope, 'authentication', { sessionId: 's-1' });
    await reach(scope, 'authentication', { sessionId: 's-1' });
    expect(calls.requests).toHaveBeenCalledOnce();
    expect(calls.navigated).toHaveBeenCalledOnce();
  });
});
