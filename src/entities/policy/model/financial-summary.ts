import { cache } from '@farfetched/core';
import { combine, createEvent, createStore, sample, type Store } from 'effector';
import { userChanged } from '@/shared/api';
import { createMemoryCache, KEPT_ANSWERS_ARE_FRESH } from '@/shared/lib/query-cache';
import { financialSummaryQuery, type FinancialSummaryAsk } from '../api/queries';
import type { FinancialSummary } from '../api/contract';

/** Whose summary of which year. */
export interface FinancialSummaryKey {
  customerNumber: string;
  year: number;
}

/** 'none': the person had no policy with us that year, so no costs */
export type FinancialSummaryStatus = 'loading' | 'failed' | 'ready' | 'none';

const isSameKey = (one: FinancialSummaryKey, other: FinancialSummaryKey) => one.customerNumber === other.customerNumber && one.year === other.year;

/**
 * "GET /Policy/GetFinancialSummary with customerNumber, year (cached per year and customer)": every answer is kept
 * in the query's cache under its year and customer until the session's person changes or a declaration of that
 * customer changes state, so `mijn-zorgkosten` and the dashboard's own-risk tile read one summary and a year seen
 * before is not asked again while nothing changed.
 */
export const financialSummaryRequested = createEvent<FinancialSummaryKey>();
/**
 * "The cache is emptied when a declaration of that customer changes state": every year of those customers
 * (null: of everyone, when the answer did not say whose declaration it was). A summary on screen stays
 * until its new answer replaces it, so nothing jumps; a page showing one asks again at once.
 */
export const financialSummariesOutdated = createEvent<{ customerNumbers: (string | null)[] }>();

// Answers stay fresh until outdated: no time makes a summary stale, a handled declaration does.
cache(financialSummaryQuery, { adapter: createMemoryCache(), staleAfter: KEPT_ANSWERS_ARE_FRESH, purge: userChanged });

// Hand-written: farfetched's `purge` empties every customer's summaries, and a declaration outdates one customer's;
// an outdated customer's summaries are asked under a new edition, a key the cache has not seen.
const EVERYONE = '';
const $editions = createStore<Record<string, number>>({})
  .on(financialSummariesOutdated, (editions, { customerNumbers }) => {
    const outdated = customerNumbers.map((customerNumber) => customerNumber ?? EVERYONE);
    return { ...editions, ...Object.fromEntries(outdated.map((customer) => [customer, (editions[customer] ?? 0) + 1])) };
  })
  .reset(userChanged);
const editionOf = (editions: Record<string, number>, customerNumber: string) => (editions[EVERYONE] ?? 0) + (editions[customerNumber] ?? 0);

// Hand-written: farfetched's concurrency cannot join only a call with the same parameters (another year's goes on beside it).
const $asking = createStore<FinancialSummaryAsk | null>(null)
  .on(financialSummaryQuery.started, (_, { params }) => params)
  .reset(financialSummaryQuery.finished.finally, userChanged);

sample({
  clock: financialSummaryRequested,
  source: { editions: $editions, asking: $asking },
  filter: ({ editions, asking }, asked) =>
    asking === null || !isSameKey(asking, asked) || asking.edition !== editionOf(editions, asked.customerNumber),
  fn: ({ editions }, { customerNumber, year }): FinancialSummaryAsk => ({ customerNumber, year, edition: editionOf(editions, customerNumber) }),
  target: financialSummaryQuery.start,
});

/** One key's summary and where it is, for a page that shows the summary of `$key` (null: nothing asked). */
export function financialSummaryOf($key: Store<FinancialSummaryKey | null>) {
  // the summary on screen, outdated: asked again at once (it stays shown until the new answer)
  sample({
    clock: financialSummariesOutdated,
    source: $key,
    filter: (key, { customerNumbers }): key is FinancialSummaryKey =>
      key !== null && (customerNumbers.includes(null) || customerNumbers.includes(key.customerNumber)),
    target: financialSummaryRequested,
  });
  const isOfKey = (key: FinancialSummaryKey | null, { params }: { params: FinancialSummaryAsk }) => key !== null && isSameKey(key, params);

  /** The last answer for the key shown (a cached one, or the call's): null is "no policy that year". */
  const $answer = createStore<{ key: FinancialSummaryKey; summary: FinancialSummary | null } | null>(null).reset(userChanged);
  sample({
    clock: financialSummaryQuery.finished.success,
    source: $key,
    filter: isOfKey,
    fn: (key, { result }) => ({ key: key!, summary: result }),
    target: $answer,
  });
  /** The key whose last call failed (asked again when requested again). */
  const $failedKey = createStore<FinancialSummaryKey | null>(null).reset(userChanged);
  sample({ clock: financialSummaryQuery.finished.failure, source: $key, filter: isOfKey, fn: (key) => key, target: $failedKey });
  sample({ clock: [financialSummaryQuery.started, financialSummaryQuery.finished.success], source: $key, filter: isOfKey, fn: () => null, target: $failedKey });

  const $shown = combine($answer, $key, (answer, key) => (answer && key && isSameKey(answer.key, key) ? answer : null));
  const $summary = $shown.map((shown) => shown?.summary ?? null);
  const $status = combine($shown, $failedKey, $key, (shown, failedKey, key): FinancialSummaryStatus => {
    if (!key) return 'loading';
    if (shown) return shown.summary ? 'ready' : 'none';
    return failedKey && isSameKey(failedKey, key) ? 'failed' : 'loading';
  });
  return { $summary, $status };
}
