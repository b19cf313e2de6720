import { combine, type Store } from 'effector';

/** What `awaitsAnswer` reads of a farfetched query (any query: its data's type does not matter here). */
interface AnsweringQuery {
  $data: Store<unknown>;
  $failed: Store<boolean>;
}

/**
 * The query's answer is not known yet: no data and no failure (before it starts and while its first call runs).
 * A screen whose room depends on the answer waits with a skeleton while this holds, rather than show "none" and
 * move when the answer comes; after a failure it shows what it shows without the answer.
 */
export function awaitsAnswer(query: AnsweringQuery): Store<boolean> {
  return combine(query.$data, query.$failed, (data, failed) => data === null && !failed);
}
