import { readSessionFx, sessionFromAccessToken, storeSessionFx } from '@/entities/session';
import { ApiError, type ApiRequest } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { allSettled } from 'effector';
import { tokenFor } from './access-token';
import { apiScope } from './api-scope';

export { tokenFor };

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
