import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userChanged } from '@/shared/api';
import { navigationBegan } from '@/shared/routing';
import { mostRecentAgreementsFx, mostRecentAgreementsQuery } from './queries';

const answer = [{ agreementId: 'A1', agreementIdNumber: '123412341234', contractCode: 'ZZA01', hasBasicInsurance: true, policyHolders: [] }];

/** A backend that answers after a tick and counts its calls. */
function slowBackend<T>(result: T) {
  const calls = { count: 0 };
  const handler = async () => {
    calls.count += 1;
    await new Promise((done) => setTimeout(done, 5));
    return result;
  };
  return { calls, handler };
}

// Issue 19: after login the menu (route access: refresh) and the dashboard (start) both ask before the first answer.
describe('one request for the agreements, whoever asks first', () => {
  test('GetMostRecentAgreements: a refresh and a start before the answer make one call, and both get the data', async () => {
    const backend = slowBackend(answer);
    const scope = fork({ handlers: [[mostRecentAgreementsFx, backend.handler]] });
    await Promise.all([allSettled(mostRecentAgreementsQuery.refresh, { scope }), allSettled(mostRecentAgreementsQuery.start, { scope })]);
    expect(backend.calls.count).toBe(1);
    expect(scope.getState(mostRecentAgreementsQuery.$status)).toBe('done');
    expect(scope.getState(mostRecentAgreementsQuery.$data)?.[0]?.agreementIdNumber).toBe('123412341234');
  });

  test('GetMostRecentAgreements: a start within one navigation takes the answer, however late; a new navigation asks again (the dashboard shows the agreements as they are now)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const backend = slowBackend(answer);
    const scope = fork({ handlers: [[mostRecentAgreementsFx, backend.handler]] });
    await allSettled(mostRecentAgreementsQuery.start, { scope });
    vi.setSystemTime(Date.now() + 10_000);
    await allSettled(mostRecentAgreementsQuery.start, { scope });
    expect(backend.calls.count).toBe(1);
    await allSettled(navigationBegan, { scope });
    await allSettled(mostRecentAgreementsQuery.start, { scope });
    expect(backend.calls.count).toBe(2);
  });

  test('GetMostRecentAgreements: another person asks anew (spec 01 §4 "Logout … clears caches")', async () => {
    const backend = slowBackend(answer);
    const scope = fork({ handlers: [[mostRecentAgreementsFx, backend.handler]] });
    await allSettled(mostRecentAgreementsQuery.start, { scope });
    await allSettled(userChanged, { scope });
    await allSettled(mostRecentAgreementsQuery.start, { scope });
    expect(backend.calls.count).toBe(2);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
