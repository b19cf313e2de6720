import { readSessionFx, sessionFromAccessToken, storeSessionFx } from '@/entities/session';
import { ApiError, type ApiRequest } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { allSettled } from 'effector';
import { apiScope } from './api-scope';

/** An unsigned access token (the portal never checks the signature) for a user with these codes. */
export function tokenFor(user: Partial<Record<string, unknown>> = {}, permissions: string[] = ['login', 'r-per-det', 'u-per-det', 'r-acc', 'u-acc', 'u-pw']): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    typ: 'access',
    sub: 'acc-1',
    iat: 1_800_000_000,
    exp: 4_000_000_000,
    permissions,
    user: {
      customerNumber: '100200300',
      accountId: 'acc-1',
      emailAddress: 'cas@example.nl',
      firstName: 'Cas',
      lastName: 'Dijk',
      birthDate: '1984-04-12',
      prefix: 'van',
      maidenName: null,
      prefixMaidenName: null,
      initials: 'C.',
      gender: 'M',
      shouldResetPassword: false,
      shouldVerifyEmailAddress: false,
      signedTermsOfAgreement: true,
      isDefaulter: false,
      shouldShowDigitalPopup: false,
      label: 'zorgzaam',
      role: 'H',
      ...user,
    },
  };
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.s`;
}

/** What the fake API answers: a value, or an ApiError to throw. */
export type FakeApi = (request: ApiRequest) => unknown;

export const failWith = (status: number, message: string | null = null) => (request: ApiRequest) => {
  throw new ApiError(status, request.path, message);
};

/**
 * A forked scope whose every call goes to `api` (requestFx is the one effect
 * every request passes), with a logged-in user, and spies on navigation and
 * stored sessions.
 */
export async function accountScope(api: FakeApi, user: Partial<Record<string, unknown>> = {}, permissions?: string[]) {
  const storedTokens: string[] = [];
  const session = sessionFromAccessToken(tokenFor(user, permissions));
  const { scope, requests, navigate } = apiScope(api, [
    [readSessionFx, () => ({ session, expiryCookieMs: null })],
    [
      storeSessionFx,
      ({ accessToken }: { accessToken: string }) => {
        storedTokens.push(accessToken);
        return { session: sessionFromAccessToken(accessToken), expiryCookieMs: null };
      },
    ],
  ]);
  await allSettled(readSessionFx, { scope });
  const notices = () => scope.getState($notices).map((notice) => `${notice.kind}:${notice.messageKey}`);
  return { scope, requests, navigate, storedTokens, notices };
}
