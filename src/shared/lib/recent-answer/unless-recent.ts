import { attach, createEvent, createStore, sample, split, type Event, type EventCallable } from 'effector';
import { readClockFx } from '../clock';

/** How long an answer counts as the current one: about one navigation, as SWR's `dedupingInterval` (2 s). */
export const RECENT_ANSWER_MS = 2_000;

/** Parameters are plain JSON values (a year, an id, a key object): equal when they write the same. */
const isSameParams = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

export interface RecentAnswerSource<Params> {
  /** an answer came in for these parameters */
  answered: Event<Params>;
  /** the answer is gone or failed: the next ask asks again */
  forgotten: Array<Event<unknown>>;
  /** what asks */
  ask: EventCallable<Params>;
}

export interface UnlessRecent<Params> {
  /** ask, unless the last answer for these parameters is recent */
  start: EventCallable<Params>;
  /** a recent answer was taken instead of asking (what waits for an answer goes on with the one there is) */
  taken: Event<Params>;
}

/**
 * Asks, unless the last answer for the same parameters came in under `recentMs` ago. A screen that wants its data as
 * it is now takes the answer another part got for this same navigation instead of asking again: the guard checks a
 * route with it and turns the user away to this screen, or a screen finds what it needs and moves on to another that
 * shows it, or the start asked for it just before the screen opened (issue 19, "no request made twice"). Make it
 * beside what asks, so that it sees every answer, also those given before a lazily loaded page asks.
 *
 * Hand-written, not farfetched's `cache(query, { staleAfter: '2s' })`: in farfetched 0.15 the in-memory cache dates
 * an answer by a time store sampled before it updates (the previous answer's time, or the module's load), so a first
 * answer counts as stale at once and the screen asks again; its answers also live outside the scope (every fork
 * shares them), and every start would take them, also a re-read after a mutation.
 */
export function createUnlessRecent<Params>({ answered, forgotten, ask }: RecentAnswerSource<Params>, recentMs = RECENT_ANSWER_MS): UnlessRecent<Params> {
  const start = createEvent<Params>();
  const stampAnswerFx = attach({ effect: readClockFx, mapParams: (_: Params) => undefined });
  const stampRequestFx = attach({ effect: readClockFx, mapParams: (_: Params) => undefined });
  const $lastAnswer = createStore<{ params: Params; at: number } | null>(null)
    .on(stampAnswerFx.done, (_, { params, result }) => ({ params, at: result.getTime() }))
    .reset(forgotten);

  sample({ clock: answered, target: stampAnswerFx });
  sample({ clock: start, target: stampRequestFx });
  const { recent, __: due } = split(
    sample({
      clock: stampRequestFx.done,
      source: $lastAnswer,
      fn: (last, { params, result: now }) => ({
        params,
        isRecent: last !== null && isSameParams(last.params, params) && now.getTime() - last.at < recentMs,
      }),
    }),
    { recent: ({ isRecent }) => isRecent },
  );
  sample({ clock: due, fn: ({ params }) => params, target: ask });
  return { start, taken: recent.map(({ params }) => params) };
}
