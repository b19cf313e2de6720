import { attach, createEffect, createEvent, createStore, sample, type Effect, type EventCallable } from 'effector';
import type { Shape } from '../lib/contract';
import { errorNoticeRequested } from '../notices/model';
import { answerOf, classifyRequestFailure, type RequestFailure } from './errors';
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

const sendRequestFx = createEffect(
  ({ request, context }: { request: ApiRequest; context: Omit<RequestContext, 'now'> }) =>
    sendRequest(request, { ...context, now: Date.now() }),
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

/**
 * A call of the first screen (login page and public shell) as a plain effect whose answer must fit `shape`,
 * else it fails with an AnswerShapeError, as a farfetched contract would. Issue 19: every farfetched operation
 * makes a few hundred units at start (~5 ms each on this machine, 4x that on a slow phone); the logged-in
 * screens keep farfetched's queries and mutations.
 */
export function createCheckedRequestEffect<Params = void, Answer = unknown>(
  toRequest: (params: Params) => ApiRequest,
  shape: Shape<Answer>,
): Effect<Params, Answer> {
  const callFx = createRequestEffect(toRequest);
  return createEffect<Params, Answer>(async (params) => {
    // called before the first await, so the call runs in the caller's scope
    const answer = await callFx(params);
    return answerOf(shape, toRequest(params).path, answer);
  });
}

/**
 * An event that calls the effect unless a call of it is under way: the call under way answers for both (what
 * farfetched's `concurrency(…, { strategy: 'TAKE_FIRST' })` does for a query), so no request is sent twice.
 */
export function createOneAtATimeTrigger<Params, Done>(effect: Effect<Params, Done>): EventCallable<Params> {
  const requested = createEvent<Params>();
  sample({ clock: requested, filter: effect.pending.map((isLoading) => !isLoading), target: effect });
  return requested;
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
