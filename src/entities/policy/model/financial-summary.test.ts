import type { ApiRequest } from '@/shared/api';
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { financialSummaryFx } from '../api/queries';
import { financialSummariesOutdated, financialSummaryOf, financialSummaryRequested, type FinancialSummaryKey } from './financial-summary';

const meter = (total: number, consumed: number) => ({ total, consumed, remaining: total - consumed, percentageConsumed: Math.round((consumed / total) * 100) });
const summaryOf = (year: number) => ({ excess: meter(385, 100), gvs: meter(200, 0), dental: meter(250, year - 2000) });

function backend({ failFirst = false } = {}) {
  const asked: string[] = [];
  // an attached request effect's handler gets the source (none) and the request
  const handler = async (_: unknown, request: ApiRequest) => {
    const year = Number(request.searchParams?.['year']);
    asked.push(`${year}/${String(request.searchParams?.['customerNumber'])}`);
    await new Promise((done) => setTimeout(done, 5));
    if (failFirst && asked.length === 1) throw new Error('503');
    return summaryOf(year);
  };
  return { asked, handler };
}

// Issue 17 / 19: "GET /Policy/GetFinancialSummary with customerNumber, year (cached per year and customer)".
describe('the financial summary, kept in the query\'s cache per year and customer', () => {
  const $key = createStore<FinancialSummaryKey | null>(null);
  const view = financialSummaryOf($key);

  test('asked twice for one year and customer (the dashboard, then mijn-zorgkosten): one call, the same summary', async () => {
    const fake = backend();
    const key = { customerNumber: '100', year: 2026 };
    const scope = fork({ handlers: [[financialSummaryFx, fake.handler]], values: [[$key, key]] });
    await Promise.all([allSettled(financialSummaryRequested, { scope, params: key }), allSettled(financialSummaryRequested, { scope, params: key })]);
    await allSettled(financialSummaryRequested, { scope, params: key });
    expect(fake.asked).toEqual(['2026/100']);
    expect(scope.getState(view.$status)).toBe('ready');
    expect(scope.getState(view.$summary)?.dental.consumed).toBe(26);
  });

  test('another year or another customer is its own call, and each keeps its own answer', async () => {
    const fake = backend();
    const scope = fork({ handlers: [[financialSummaryFx, fake.handler]], values: [[$key, { customerNumber: '100', year: 2025 }]] });
    await allSettled(financialSummaryRequested, { scope, params: { customerNumber: '100', year: 2026 } });
    await allSettled(financialSummaryRequested, { scope, params: { customerNumber: '100', year: 2025 } });
    await allSettled(financialSummaryRequested, { scope, params: { customerNumber: '101', year: 2026 } });
    expect(fake.asked).toEqual(['2026/100', '2025/100', '2026/101']);
    expect(scope.getState(view.$summary)?.dental.consumed).toBe(25);
    // the page shows another year again: its kept answer, no call
    await allSettled($key, { scope, params: { customerNumber: '100', year: 2026 } });
    await allSettled(financialSummaryRequested, { scope, params: { customerNumber: '100', year: 2026 } });
    expect(fake.asked).toHaveLength(3);
    expect(scope.getState(view.$summary)?.dental.consumed).toBe(26);
  });

  test('a year without a policy (null: the call answered 404) is "none", kept like a summary: not a failure, not asked again', async () => {
    const asked: string[] = [];
    const handler = (_: unknown, request: ApiRequest) => {
      asked.push(String(request.searchParams?.['year']));
      return Promise.resolve(null);
    };
    const key = { customerNumber: '100', year: 2019 };
    const scope = fork({ handlers: [[financialSummaryFx, handler]], values: [[$key, key]] });
    await allSettled(financialSummaryRequested, { scope, params: key });
    await allSettled(financialSummaryRequested, { scope, params: key });
    expect(asked).toEqual(['2019']);
    expect(scope.getState(view.$status)).toBe('none');
    expect(scope.getState(view.$summary)).toBeNull();
  });

  test('a failed call shows as failed and is asked again on the next request', async () => {
    const fake = backend({ failFirst: true });
    const key = { customerNumber: '100', year: 2026 };
    const scope = fork({ handlers: [[financialSummaryFx, fake.handler]], values: [[$key, key]] });
    expect(scope.getState(view.$status)).toBe('loading');
    await allSettled(financialSummaryRequested, { scope, params: key });
    expect(scope.getState(view.$status)).toBe('failed');
    await allSettled(financialSummaryRequested, { scope, params: key });
    expect(fake.asked).toEqual(['2026/100', '2026/100']);
    expect(scope.getState(view.$status)).toBe('ready');
  });

  test('"the cache is emptied when a declaration of that customer changes state": the summary on screen is asked again and stays until the new one arrives; another customer keeps theirs', async () => {
    const fake = backend();
    const shown = { customerNumber: '100', year: 2026 };
    const scope = fork({ handlers: [[financialSummaryFx, fake.handler]], values: [[$key, shown]] });
    for (const key of [shown, { customerNumber: '100', year: 2025 }, { customerNumber: '101', year: 2026 }]) {
      await allSettled(financialSummaryRequested, { scope, params: key });
    }
    const before = scope.getState(view.$summary);

    const outdated = allSettled(financialSummariesOutdated, { scope, params: { customerNumbers: ['100'] } });
    // asked again at once, the old summary shown meanwhile (nothing jumps)
    expect(scope.getState(view.$status)).toBe('ready');
    expect(scope.getState(view.$summary)).toBe(before);
    await outdated;
    expect(fake.asked.slice(3)).toEqual(['2026/100']);
    expect(scope.getState(view.$summary)).not.toBe(before);

    // 2025 of the same customer was kept but is outdated too: asked again when asked; the other customer's is not
    await allSettled(financialSummaryRequested, { scope, params: { customerNumber: '100', year: 2025 } });
    await allSettled(financialSummaryRequested, { scope, params: { customerNumber: '101', year: 2026 } });
    await allSettled(financialSummaryRequested, { scope, params: { customerNumber: '100', year: 2025 } });
    expect(fake.asked.slice(3)).toEqual(['2026/100', '2025/100']);
  });

  test('a change whose customer is unknown (the dashboard preview does not say) outdates every summary', async () => {
    const fake = backend();
    const scope = fork({ handlers: [[financialSummaryFx, fake.handler]], values: [[$key, { customerNumber: '101', year: 2026 }]] });
    await allSettled(financialSummaryRequested, { scope, params: { customerNumber: '101', year: 2026 } });
    await allSettled(financialSummariesOutdated, { scope, params: { customerNumbers: [null] } });
    expect(fake.asked).toEqual(['2026/101', '2026/101']);
  });
});
