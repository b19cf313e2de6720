import { mostRecentAgreementsQuery } from '@/entities/agreement';
import { $unreadCounters, unreadCountersRequested } from '@/entities/document';
import { insuranceRightQuery } from '@/entities/insurance-right';
import { $routeAccess, routeAccessRequested } from '@/entities/route-access';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import type { ApiRequest } from '@/shared/api';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { apiScope } from '@test-support/api-scope';
import { tokenFor } from '@test-support/account-scope';

const ALL = ['login', 'r-msg', 'c-ins-per', 'c-insurance-right', 'r-insurance-right'];
const abroad = sessionFromAccessToken(tokenFor({ customerNumber: '500', accountId: 'acc-abroad', firstName: 'Bram' }, ALL))!;
const mainInsured = sessionFromAccessToken(tokenFor({ customerNumber: '100', accountId: 'acc-main', firstName: 'Cas' }, ALL))!;

/** Each person's answers, told apart by the bearer the call carries. */
function answerFor(bearerOf: () => string | null) {
  return (request: ApiRequest) => {
    const isAbroad = bearerOf() === abroad.accessToken;
    if (request.path === 'InsuranceRight') return { isCheckRequired: isAbroad };
    if (request.path === 'Agreement/GetMostRecentAgreements') {
      return [{ agreementId: isAbroad ? 'A' : 'M', agreementIdNumber: '1', contractCode: 'ZZ', hasBasicInsurance: !isAbroad }];
    }
    if (request.path === 'Document/GetUnreadDocumentCount') return { unreadDocumentCount: isAbroad ? 9 : 1 };
    throw new Error(`unexpected ${request.path}`);
  };
}

// issue 20: "every store and query that holds a person's data resets when the user changes, even without a reload"
describe('a second person in the same tab sees nothing of the first', () => {
  test.for([
    { case: 'the first session expired (no cookie), then the next person logged in', between: [null] },
    { case: 'the next person logged in straight over the first', between: [] },
  ])('$case', async ({ between }) => {
    const cookies: ((typeof abroad & object) | null)[] = [abroad, ...between, mainInsured];
    let current: typeof abroad | null = null;
    const { scope } = apiScope(
      answerFor(() => current?.accessToken ?? null),
      [[readSessionFx, () => {
        current = cookies.shift() ?? null;
        return current ? { session: current, expiryCookieMs: null } : null;
      }]],
    );
    await allSettled(readSessionFx, { scope });
    await allSettled(routeAccessRequested, { scope, params: ['add-insured', 'insurance-right'] });
    await allSettled(unreadCountersRequested, { scope });
    expect(scope.getState($routeAccess).isInsuranceRightCheckRequired).toBe(true);
    expect(scope.getState($unreadCounters)?.unread).toBe(9);

    for (const _ of between) await allSettled(readSessionFx, { scope });
    await allSettled(readSessionFx, { scope });
    expect(scope.getState(mostRecentAgreementsQuery.$data)).toBeNull();
    expect(scope.getState(insuranceRightQuery.$data)).toBeNull();
    expect(scope.getState($unreadCounters)).toBeNull();

    // the cached route access loads again, for the new person
    await allSettled(routeAccessRequested, { scope, params: ['add-insured', 'insurance-right'] });
    expect(scope.getState($routeAccess)).toMatchObject({ hasBasicInsurance: true, isInsuranceRightCheckRequired: false });
  });
});
