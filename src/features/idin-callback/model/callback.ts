import { clearPendingBankSessionFx, readPendingBankSessionFx, type PendingBankSession } from '@/entities/bank-identity';
import { identifiedByBank } from '@/entities/registration';
import { accessTokenReceived, storeSessionFx } from '@/entities/session';
import { classifyRequestFailure, serverMessageOf, statusOf } from '@/shared/api';
import { errorNoticeRequested, negativeNoticeShown, positiveNoticeShown, type NoticeRequest } from '@/shared/notices';
import { navigationRequested, routeUrl } from '@/shared/routing';
import { idinDestination, idinOutcomeOfMessage, type IdinMode, type IdinOutcome } from '@portal/domain';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  genericCallbackQuery,
  processAuthenticationMutation,
  processErrorMutation,
  processIdentificationMutation,
} from '../api/idin-callback';
import { callbackStep, modeOfCallback, type CallbackRoute } from '../lib/callback-step';

/** The bank sent the user back to one of the return points. */
export const callbackReached = createEvent<{ route: CallbackRoute; query: Record<string, string> }>();

type Status = 'idle' | 'processing' | 'done';
export const $status = createStore<Status>('idle');

const $route = createStore<CallbackRoute>('generic').on(callbackReached, (_, { route }) => route);
const $pending = createStore<PendingBankSession | null>(null).on(readPendingBankSessionFx.doneData, (_, pending) => pending);
export const $mode = combine($route, $pending, (route, pending): IdinMode => modeOfCallback(route, pending));

/** The return point being handled; a second report of the same one (React's strict mode) is ignored. */
const $handledCallback = createStore<string | null>(null);
const callbackAccepted = sample({
  clock: callbackReached,
  source: $handledCallback,
  filter: (handled, reached) => handled !== JSON.stringify(reached),
  fn: (_, reached) => reached,
});
$handledCallback.on(callbackAccepted, (_, reached) => JSON.stringify(reached));
$status.on(callbackAccepted, () => 'processing');

sample({ clock: callbackAccepted, target: readPendingBankSessionFx });

const step = sample({
  clock: readPendingBankSessionFx.doneData,
  source: callbackAccepted,
  fn: ({ route, query }, pending) => callbackStep(route, query, pending),
});

/** How the callback ended: an outcome of the spec, with what a success brought. */
interface Ending {
  outcome: IdinOutcome;
  /**
   * The outcome's own text; for a request that failed with another status
   * than 400 the error catalogue's notice instead, and none where the
   * session ends (401, 403, local expiry: the session shows its own).
   */
  notice: { kind: 'outcome' } | { kind: 'catalogue'; request: NoticeRequest } | { kind: 'none' };
}
const OUTCOME_NOTICE = { kind: 'outcome' } as const;
const ended = createEvent<Ending>();

sample({
  clock: step,
  filter: (next) => next.kind === 'outcome',
  fn: (next): Ending => ({ outcome: next.kind === 'outcome' ? next.outcome : 'failure', notice: OUTCOME_NOTICE }),
  target: ended,
});

// POST Idin/process-error, whatever it answers: the error outcome.
sample({
  clock: step,
  filter: (next) => next.kind === 'report-error',
  fn: (next) => ({ sessionId: next.kind === 'report-error' ? next.sessionId : '' }),
  target: processErrorMutation.start,
});
sample({ clock: processErrorMutation.finished.finally, fn: (): Ending => ({ outcome: 'error', notice: OUTCOME_NOTICE }), target: ended });

// The generic return point: GET Idin tells the session, then processing as usual.
const readCallbackUrlFx = createEffect(() => `${window.location.origin}${routeUrl('idin-callback')}`);
const genericQuery = sample({
  clock: step,
  filter: (next) => next.kind === 'generic',
  fn: (next) => (next.kind === 'generic' ? next.query : { state: '' }),
});
const $genericQuery = createStore<{ code?: string; state: string; error?: string; error_description?: string }>({ state: '' }).on(
  genericQuery,
  (_, query) => query,
);
sample({ clock: genericQuery, target: readCallbackUrlFx });
sample({
  clock: readCallbackUrlFx.doneData,
  source: $genericQuery,
  fn: (query, callbackUrl) => ({ ...query, callbackUrl }),
  target: genericCallbackQuery.start,
});

const processRequested = sample({
  clock: [
    step.filter({ fn: (next) => next.kind === 'process' }).map((next) => (next.kind === 'process' ? next.sessionId : '')),
    genericCallbackQuery.finished.success.map(({ result }) => result),
  ],
  source: $pending,
  filter: Boolean,
  fn: (pending, sessionId) => ({ sessionId, clientCode: pending.clientCode }),
});
sample({
  clock: processRequested,
  source: $mode,
  filter: (mode) => mode !== 'registration',
  fn: (_, params) => params,
  target: processAuthenticationMutation.start,
});
sample({
  clock: processRequested,
  source: $mode,
  filter: (mode) => mode === 'registration',
  fn: (_, params) => params,
  target: processIdentificationMutation.start,
});

/**
 * "Only HTTP 400 is handled": its message is the reason. Other statuses get
 * the error catalogue's notice; 401 and 403 end the session on their own.
 */
function endingOfFailure(error: unknown): Ending {
  if (statusOf(error) === 400) return { outcome: idinOutcomeOfMessage(serverMessageOf(error)), notice: OUTCOME_NOTICE };
  const failure = classifyRequestFailure(error, false);
  switch (failure.kind) {
    case 'server-error':
      return { outcome: 'failure', notice: { kind: 'catalogue', request: { messageKey: 'errors.server' } } };
    case 'unreachable':
      return { outcome: 'failure', notice: { kind: 'catalogue', request: { messageKey: 'errors.unreachable' } } };
    case 'other-status':
      return {
        outcome: 'failure',
        notice: { kind: 'catalogue', request: { messageKey: 'errors.otherStatus', values: { error: String(failure.status) } } },
      };
    default:
      return { outcome: 'failure', notice: { kind: 'none' } };
  }
}

sample({
  clock: [
    genericCallbackQuery.finished.failure,
    processAuthenticationMutation.finished.failure,
    processIdentificationMutation.finished.failure,
  ],
  fn: ({ error }) => endingOfFailure(error),
  target: ended,
});

// A login or an activation: the session is stored like after the code step, then home.
const $receivedAccessToken = createStore<string | null>(null).on(processAuthenticationMutation.finished.success, (_, { result }) => result.accessToken);
sample({
  clock: processAuthenticationMutation.finished.success,
  fn: ({ result }) => ({ accessToken: result.accessToken, rememberMe: false }),
  target: accessTokenReceived,
});
sample({
  clock: storeSessionFx.done,
  source: $receivedAccessToken,
  filter: (accessToken, { params }) => accessToken !== null && params.accessToken === accessToken,
  fn: (): Ending => ({ outcome: 'success', notice: OUTCOME_NOTICE }),
  target: ended,
});
sample({
  clock: storeSessionFx.fail,
  source: $receivedAccessToken,
  filter: (accessToken, { params }) => accessToken !== null && params.accessToken === accessToken,
  fn: (): Ending => ({ outcome: 'failure', notice: OUTCOME_NOTICE }),
  target: ended,
});
$receivedAccessToken.reset(ended);

// A registration: the wizard takes the identified person over.
sample({
  clock: processIdentificationMutation.finished.success,
  fn: ({ result }) => ({ customerNumber: result.customerNumber, registrationToken: result.registrationToken }),
  target: identifiedByBank,
});
sample({
  clock: processIdentificationMutation.finished.success,
  fn: (): Ending => ({ outcome: 'success', notice: OUTCOME_NOTICE }),
  target: ended,
});

// Every ending: the bank session is over, a message for the outcome, and on to where the spec says.
const finished = sample({
  clock: ended,
  source: { mode: $mode, status: $status },
  filter: ({ status }) => status === 'processing',
  fn: ({ mode }, ending) => ({ mode, ...ending }),
});
$status.on(finished, () => 'done');

sample({ clock: finished, target: clearPendingBankSessionFx });

/** The text of each outcome: `features.idinCallback.outcomes.<mode>.<outcome>`. */
export const outcomeMessageKey = (mode: IdinMode, outcome: IdinOutcome) => `features.idinCallback.outcomes.${mode}.${outcome}`;

sample({
  clock: finished,
  filter: ({ outcome, notice }) => notice.kind === 'outcome' && outcome === 'success',
  fn: ({ mode, outcome }) => ({ messageKey: outcomeMessageKey(mode, outcome), forNextPage: true }),
  target: positiveNoticeShown,
});
sample({
  clock: finished,
  filter: ({ outcome, notice }) => notice.kind === 'outcome' && outcome !== 'success',
  fn: ({ mode, outcome }) => ({ messageKey: outcomeMessageKey(mode, outcome), forNextPage: true }),
  target: negativeNoticeShown,
});
sample({
  clock: finished,
  filter: ({ notice }) => notice.kind === 'catalogue',
  fn: ({ notice }) => ({ ...(notice.kind === 'catalogue' ? notice.request : { messageKey: 'errors.server' }), forNextPage: true }),
  target: errorNoticeRequested,
});
sample({
  clock: finished,
  fn: ({ mode, outcome }) => ({ to: routeUrl(idinDestination(mode, outcome)), replace: true }),
  target: navigationRequested,
});
