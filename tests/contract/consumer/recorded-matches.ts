/**
 * Why a consumer test could fail with "The following request was expected
 * but not received" for a request the mock server did receive and answer
 * (issue 19: "the year whose packages are offered" once in three runs; any
 * interaction can be hit, under load about one run in two here):
 *
 * pact-core's mock server answers a request first and records the match on
 * a separate task, through a buffered channel (pact-core-mock-server#13, the
 * regression of pact-js 16.3.0 in pact-reference#535; the fix, recording it
 * before answering, is not released for pact-js 16.5.0). `executeTest` asks
 * whether everything matched as soon as the test function returns: on a busy
 * machine that task has not run yet, and a request the test sent, got
 * answered and checked is reported as never received.
 *
 * So after a test function succeeds, this waits until the mock server says
 * every expected request matched, at most `graceMs`; a request that really
 * never came (or did not match) still fails, reported by pact-js as before,
 * only `graceMs` later. Remove once pact-core records matches before it
 * answers.
 */

/** What the wait needs of the test: the mock server's port. */
interface MockServerAddress {
  port: number;
}

export interface RecordedMatchesOptions {
  /** pact-core's own answer: every expected request of the mock server on `port` was received and matched */
  matchedOn: (port: number) => boolean;
  /** the longest wait for the recording to catch up; default 2 s */
  graceMs?: number;
  /** between two looks; default 10 ms */
  pollMs?: number;
}

/** Waits until the mock server on `port` has recorded every expected request as matched, or `graceMs` passed. */
export async function untilMatchesRecorded(port: number, { matchedOn, graceMs = 2_000, pollMs = 10 }: RecordedMatchesOptions): Promise<void> {
  const until = Date.now() + graceMs;
  while (!matchedOn(port) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * The interaction builder as it is, except that its `executeTest` waits for
 * the recorded matches after the test function has succeeded (a failing test
 * function is reported at once, as before). Every builder step of the chain
 * (`given`, `withRequest`, `willRespondWith`, …) keeps the wrapping.
 */
export function withRecordedMatches<Builder extends object>(builder: Builder, options: RecordedMatchesOptions): Builder {
  return new Proxy(builder, {
    get(target, key) {
      const member: unknown = Reflect.get(target, key);
      if (typeof member !== 'function') return member;
      if (key === 'executeTest') {
        return <T>(testFn: (mockServer: MockServerAddress) => Promise<T>) =>
          (member as (fn: (mockServer: MockServerAddress) => Promise<T>) => Promise<T | undefined>).call(target, async (mockServer) => {
            const value = await testFn(mockServer);
            await untilMatchesRecorded(mockServer.port, options);
            return value;
          });
      }
      return (...args: unknown[]) => {
        const next: unknown = (member as (...parameters: unknown[]) => unknown).apply(target, args);
        return typeof next === 'object' && next !== null && !(next instanceof Promise) ? withRecordedMatches(next, options) : next;
      };
    },
  });
}
