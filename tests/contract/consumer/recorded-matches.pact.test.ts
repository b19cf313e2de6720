import { describe, expect, test } from 'vitest';
import { untilMatchesRecorded, withRecordedMatches } from './recorded-matches';

/**
 * A stand-in for pact-js's interaction builder and pact-core's mock server:
 * the mock server records the match `recordsAfterMs` after the test function
 * has its answer (pact-core-mock-server#13), and `executeTest` asks right
 * after the test function returns, as pact-js does (v4/http/index.js).
 */
function fakeInteraction({ recordsAfterMs }: { recordsAfterMs: number | null }) {
  let recorded = false;
  const port = 4242;
  const builder = {
    steps: [] as string[],
    given(state: string) {
      builder.steps.push(state);
      return builder;
    },
    async executeTest<T>(testFn: (mockServer: { port: number; url: string }) => Promise<T>): Promise<T | undefined> {
      const value = await testFn({ port, url: `http://127.0.0.1:${port}` });
      if (!recorded) throw new Error('The following request was expected but not received');
      return value;
    },
  };
  const answer = () => {
    if (recordsAfterMs !== null) setTimeout(() => (recorded = true), recordsAfterMs);
  };
  return { builder, answer, matchedOn: (asked: number) => asked === port && recorded };
}

describe('a test waits for the mock server to record what it answered', () => {
  test('without the wait, a match recorded late reads as "not received" (the flake)', async () => {
    const { builder, answer } = fakeInteraction({ recordsAfterMs: 30 });
    await expect(
      builder.executeTest(async () => {
        answer();
        return Promise.resolve('answered');
      }),
    ).rejects.toThrow('expected but not received');
  });

  test('with the wait, the same late recording passes, and the builder steps still chain', async () => {
    const { builder, answer, matchedOn } = fakeInteraction({ recordsAfterMs: 30 });
    const wrapped = withRecordedMatches(builder, { matchedOn });
    const value = await wrapped.given('a state').executeTest(async () => {
      answer();
      return Promise.resolve('answered');
    });
    expect(value).toBe('answered');
    expect(builder.steps).toEqual(['a state']);
  });

  test('a request that never came still fails, after the grace period', async () => {
    const { builder, matchedOn } = fakeInteraction({ recordsAfterMs: null });
    const started = Date.now();
    await expect(withRecordedMatches(builder, { matchedOn, graceMs: 100 }).executeTest(() => Promise.resolve('no request sent'))).rejects.toThrow(
      'expected but not received',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });

  test('a failing test function fails at once, without waiting', async () => {
    const { builder, matchedOn } = fakeInteraction({ recordsAfterMs: null });
    const started = Date.now();
    await expect(withRecordedMatches(builder, { matchedOn, graceMs: 5_000 }).executeTest(() => Promise.reject(new Error('assertion failed')))).rejects.toThrow(
      'assertion failed',
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test('the wait ends as soon as the match is recorded', async () => {
    let recorded = false;
    setTimeout(() => (recorded = true), 20);
    const started = Date.now();
    await untilMatchesRecorded(1, { matchedOn: () => recorded, graceMs: 5_000 });
    expect(recorded).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
