import type { Query } from '@farfetched/core';
import { merge, sample, type Event, type EventCallable } from 'effector';
import { createUnlessRecent, RECENT_ANSWER_MS } from './unless-recent';

export interface StartUnlessRecent<Params, Data> {
  /** the query's start, unless its last answer for these parameters is recent */
  start: EventCallable<Params>;
  /** the data for the parameters asked: a new answer, or the recent one taken instead (a model that goes on from an answer listens here, not to `finished.success`) */
  answered: Event<{ params: Params; result: Data }>;
}

/**
 * A query's start, unless its last answer for the same parameters is under `recentMs` old (`createUnlessRecent`). A
 * call still under way is shared by the query's own concurrency.
 */
export function createStartUnlessRecent<Params, Data, Failure, InitialData>(
  query: Query<Params, Data, Failure, InitialData>,
  recentMs = RECENT_ANSWER_MS,
): StartUnlessRecent<Params, Data> {
  const succeeded = query.finished.success.map(({ params, result }) => ({ params, result }));
  const { start, taken } = createUnlessRecent({ answered: succeeded.map(({ params }) => params), forgotten: [query.reset, query.finished.failure], ask: query.start }, recentMs);
  const takenAnswer = sample({
    clock: taken,
    source: query.$data,
    filter: (data: Data | InitialData): data is Data => data !== null,
    fn: (result: Data, params: Params) => ({ params, result }),
  });
  return { start, answered: merge([succeeded, takenAnswer]) };
}
