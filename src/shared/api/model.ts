import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { errorNoticeRequested } from '../notices/model';
import { classifyRequestFailure, type RequestFailure } from './errors';
import { sendRequest, type ApiRequest, type RequestContext } from './request';

/** Set from the configuration at start; relative by default (same origin as the portal). */
export const apiBaseUrlChanged = createEvent<string>();
export const $apiBaseUrl = createStore('/api/').on(apiBaseUrlChanged, (_, baseUrl) => baseUrl);

/** Set by the session: the bearer for every call and the local expiry deadline. */
export const bearerTokenChanged = createEvent<string | null>();
export const sessionDeadlineChanged = createEvent<number | null>();

/**
 * The session's person changed: another user, or none (logout, expiry).
 * Every query and store that holds a person's data resets on it, even
 * without a page reload.
 */
export const userChanged = createEvent();

export const $bearerToken = createStore<string | null>(null).on(bearerTokenChanged, (_, token) => token);
export const $sessionDeadline = createStore<number | null>(null).on(
  sessionDeadlineChanged,
  (_, deadline) => deadline,
);

const sendRequestFx = createEffect(({ request, context }: { request: ApiRequest; context: RequestContext }) =>
  sendRequest(request, context),
);

/** Every remote operation's effect is an `attach` over this one (STYLE 9). */
export const requestFx = attach({
  source: { baseUrl: $apiBaseUrl, bearer: $bearerToken, sessionDeadline: $sessionDeadline },
  mapParams: (request: ApiRequest, { baseUrl, bearer, sessionDeadline }) => ({
    request,
    context: { baseUrl, bearer, sessionDeadline },
  }),
  effect: sendRequestFx,
});

/** Builds a typed request effect for one call of the spec's call table. */
export function createRequestEffect<Params = void>(toRequest: (params: Params) => ApiRequest) {
  return attach({ effect: requestFx, mapParams: toRequest });
}

export const requestFailed = sample({
  clock: requestFx.fail,
  fn: ({ params, error }): RequestFailure =>
    classifyRequestFailure(error, params.suppressErrorNotices ?? false, params.bearer !== undefined),
});

/** 401 and 403 end the session; the session entity decides what follows. */
export const sessionRejected = createEvent<'unauthorised' | 'forbidden'>();
export const sessionExpiredLocally = createEvent();

sample({
  clock: requestFailed,
  filter: (failure) => failure.kind === 'unauthorised' || failure.kind === 'forbidden',
  fn: (failure) => failure.kind as 'unauthorised' | 'forbidden',
  target: sessionRejected,
});

sample({
  clock: requestFailed,
  filter: (failure) => failure.kind === 'session-expired-locally',
  target: sessionExpiredLocally,
});

sample({
  clock: requestFailed,
  filter: (failure) => failure.kind === 'server-error' && !failure.suppressed,
  fn: () => ({ messageKey: 'errors.server' }),
  target: errorNoticeRequested,
});

sample({
  clock: requestFailed,
  filter: (failure) => failure.kind === 'unreachable' && !failure.suppressed,
  fn: () => ({ messageKey: 'errors.unreachable' }),
  target: errorNoticeRequested,
});

sample({
  clock: requestFailed,
  filter: (failure) => failure.kind === 'other-status' && !failure.suppressed,
  fn: (failure) => ({
    messageKey: 'errors.otherStatus',
    values: { error: failure.kind === 'other-status' ? String(failure.status) : '' },
  }),
  target: errorNoticeRequested,
});
