import { combine, createEvent, createStore, sample, type Store } from 'effector';
import { userChanged } from '@/shared/api';
import { financialSummaryQuery } from '../api/queries';
import type { FinancialSummary } from '../api/contract';

/** Whose summary of which year. */
export interface FinancialSummaryKey {
  customerNumber: string;
  year: number;
}

/** 'none': the person had no policy with us that year, so no costs */
export type FinancialSummaryStatus = 'loading' | 'failed' | 'ready' | 'none';

const keyOf = ({ customerNumber, year }: FinancialSummaryKey) => `${year}/${customerNumber}`;

/**
 * "GET /Policy/GetFinancialSummary with customerNumber, year (cached per year
 * and customer)": every answer is kept under its year and customer until the
 * session's person changes or a declaration of that customer changes state,
 * so `mijn-zorgkosten` and the dashboard's own-risk tile read one summary and
 * a year seen before is not asked again while nothing changed. A keyed
 * store instead of farfetched's `cache` operator, which weighs 1.6 kB on every
 * page (issue 19).
 */
export const financialSummaryRequested = createEvent<FinancialSummaryKey>();
/**
 * "The cache is emptied when a declaration of that customer changes state": every year of those customers
 * (null: of everyone, when the answer did not say whose declaration it was). A summary on screen stays
 * until its new answer replaces it, so nothing jumps; a page showing one asks again at once.
 */
export const financialSummariesOutdated = createEvent<{ customerNumbers: (string | null)[] }>();

const customerOf = (key: string) => key.slice(key.indexOf('/') + 1);
const isOutdatedBy = (key: string, { customerNumbers }: { customerNumbers: (string | null)[] }) =>
  customerNumbers.includes(null) || customerNumbers.includes(customerOf(key));

/** Per key the summary, or null: no policy that year. */
export const $financialSummaries = createStore<Record<string, FinancialSummary | null>>({})
  .on(financialSummaryQuery.finished.success, (summaries, { params, result }) => ({ ...summaries, [keyOf(params)]: result }))
  .reset(userChanged);

/** The keys whose last call failed: asked again when requested again. */
const $failedKeys = createStore<string[]>([])
  .on(financialSummaryQuery.finished.failure, (keys, { params }) => [...keys.filter((key) => key !== keyOf(params)), keyOf(params)])
  .on(financialSummaryRequested, (keys, asked) => keys.filter((key) => key !== keyOf(asked)))
  .reset(userChanged);

/** Summaries kept but outdated by a declaration's new state: asked again when requested again. */
const $outdatedKeys = createStore<string[]>([])
  .on(financialSummaryQuery.finished.success, (keys, { params }) => keys.filter((key) => key !== keyOf(params)))
  .reset(userChanged);
sample({
  clock: financialSummariesOutdated,
  source: { summaries: $financialSummaries, outdated: $outdatedKeys },
  fn: ({ summaries, outdated }, by) => [...new Set([...outdated, ...Object.keys(summaries).filter((key) => isOutdatedBy(key, by))])],
  target: $outdatedKeys,
});

/** The key of the call under way: a second request for it joins that call. */
const $pendingKey = createStore<string | null>(null)
  .on(financialSummaryQuery.started, (_, { params }) => keyOf(params))
  .on(financialSummaryQuery.finished.finally, (pending, { params }) => (pending === keyOf(params) ? null : pending))
  .reset(userChanged);

sample({
  clock: financialSummaryRequested,
  source: { summaries: $financialSummaries, outdated: $outdatedKeys, pending: $pendingKey },
  filter: ({ summaries, outdated, pending }, asked) =>
    (!(keyOf(asked) in summaries) || outdated.includes(keyOf(asked))) && pending !== keyOf(asked),
  fn: (_, asked) => ({ customerNumber: asked.customerNumber, year: asked.year }),
  target: financialSummaryQuery.start,
});

/** One key's summary and where it is, for a page that shows the summary of `$key` (null: nothing asked). */
export function financialSummaryOf($key: Store<FinancialSummaryKey | null>) {
  // the summary on screen, outdated: asked again at once (it stays shown until the new answer)
  sample({
    clock: financialSummariesOutdated,
    source: $key,
    filter: (key, by): key is FinancialSummaryKey => key !== null && isOutdatedBy(keyOf(key), by),
    target: financialSummaryRequested,
  });
  const $summary = combine($financialSummaries, $key, (summaries, key) => (key ? (summaries[keyOf(key)] ?? null) : null));
  const $status = combine($financialSummaries, $failedKeys, $key, (summaries, failed, key): FinancialSummaryStatus => {
    if (!key) return 'loading';
    const summary = summaries[keyOf(key)];
    if (summary) return 'ready';
    if (summary === null) return 'none';
    return failed.includes(keyOf(key)) ? 'failed' : 'loading';
  });
  return { $summary, $status };
}
