import type { Mutation } from '@farfetched/core';
import { isUnreachable, SessionExpiredError, statusOf } from '@/shared/api';
import { negativeNoticeShown, positiveNoticeShown, type NoticeRequest } from '@/shared/notices';
import { combine, createStore, sample, type Event, type EventCallable, type Store } from 'effector';
import type { FormRefusal } from './messages';

export interface SubmissionConfig<Values extends object, Source, Params, Result, Failure = unknown> {
  /** the form sent: its valid answers, and where the server's refusal goes */
  form: { validSubmitted: Event<Values>; refused: EventCallable<FormRefusal> };
  /** when to send: the form's valid submit, or a wizard's last step with the answers of every step */
  sendOn?: Event<Values>;
  mutation: Mutation<Params, Result, Failure>;
  /** what the call needs besides the answers (the chosen customer number, the agreement) */
  source?: Store<Source>;
  /** whether the call can be made with that source at all (a grant that is still there); by default always */
  canSend?: (source: Source) => boolean;
  toParams: (values: Values, source: Source) => Params;
  /** the valid notice; null for a form whose page says it otherwise (a success popup) */
  savedNotice: ((result: Result, params: Params) => NoticeRequest) | null;
  /** the form's error-saving text */
  errorSavingKey: string;
  /**
   * The server's refusal of these answers, in the user's words: a 400 that
   * names a rule becomes the error summary's line (at its field, if any),
   * instead of a generic saving failure. Null: the error-saving notice.
   */
  refusalOf?: (error: Failure) => FormRefusal | null;
  /**
   * A failure the page shows itself (a refusal that names each bad file, marked on the files): neither a refusal
   * of the form nor the error-saving notice is said for it.
   */
  shownElsewhere?: (error: Failure) => boolean;
}

const endsSession = (error: unknown) =>
  error instanceof SessionExpiredError || statusOf(error) === 401 || statusOf(error) === 403;

/**
 * The one way a form is sent (spec 02 §4 "Saving flags"): the saving flag is
 * set at submit and cleared when the call ends; a form being saved is not
 * sent again; success shows the valid notice (the page then navigates back
 * or reloads on `saved`); failure shows error-saving, or the server's reason
 * in the form, with the answers kept. 401 and 403 are the shell's business.
 */
export function createFormSubmission<Values extends object, Source, Params, Result, Failure = unknown>(
  config: SubmissionConfig<Values, Source, Params, Result, Failure>,
) {
  const { form, mutation } = config;
  const $isSaving = mutation.$pending;
  const $source = config.source ?? (createStore<unknown>(null, { serialize: 'ignore' }) as Store<Source>);

  const validSubmitted: Event<Values> = config.sendOn ?? form.validSubmitted;
  const $sendContext = combine({ extra: $source, isSaving: $isSaving });
  const sendRequested: Event<Params> = sample({
    clock: validSubmitted,
    source: $sendContext,
    filter: (context: { extra: Source; isSaving: boolean }) => !context.isSaving && (config.canSend?.(context.extra) ?? true),
    fn: (context: { extra: Source }, values: Values) => config.toParams(values, context.extra),
  });
  sample({ clock: sendRequested, target: mutation.start });

  const saved = mutation.finished.success.map(({ params, result }) => ({ params, result }));
  const { savedNotice } = config;
  if (savedNotice) {
    sample({ clock: saved, fn: ({ result, params }) => savedNotice(result, params), target: positiveNoticeShown });
  }

  const failed = sample({
    clock: mutation.finished.failure,
    filter: ({ error }) => !endsSession(error) && !(config.shownElsewhere?.(error) ?? false),
    fn: ({ error }) => ({ error, refusal: config.refusalOf?.(error) ?? null }),
  });
  sample({
    clock: failed,
    filter: ({ refusal }) => refusal !== null,
    fn: ({ refusal }) => refusal as FormRefusal,
    target: form.refused,
  });
  // No answer at all (network, time-out): say so, with the answers kept for a retry (issue 13).
  sample({
    clock: failed,
    filter: ({ refusal, error }) => refusal === null && isUnreachable(error),
    fn: () => ({ messageKey: 'forms.unreachable' }),
    target: negativeNoticeShown,
  });
  sample({
    clock: failed,
    filter: ({ refusal, error }) => refusal === null && !isUnreachable(error),
    fn: () => ({ messageKey: config.errorSavingKey }),
    target: negativeNoticeShown,
  });

  return { $isSaving, saved, failed };
}
