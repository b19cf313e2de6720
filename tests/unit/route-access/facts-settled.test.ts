import { factsSettledFor, routeAccessRequested } from '@/entities/route-access';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import type { ApiRequest } from '@/shared/api';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { apiScope } from '@test-support/api-scope';
import { tokenFor } from '@test-support/account-scope';

/** An answer the test gives when it chooses: until then the call is under way. */
function heldAnswer(body: unknown) {
  let give = () => {};
  const answer = new Promise((resolve) => {
    give = () => resolve(body);
  });
  return { answer, give };
}

const agreements = () => heldAnswer([{ agreementId: 'M', agreementIdNumber: '1', contractCode: 'ZZ', hasBasicInsurance: true }]);
const insuranceRight = () => heldAnswer({ isCheckRequired: true });

async function signedInScope(codes: string[], answers: Record<string, Promise<unknown>>): Promise<Scope> {
  const session = sessionFromAccessToken(tokenFor({}, codes))!;
  const { scope } = apiScope(
    (request: ApiRequest) => answers[request.path] ?? Promise.reject(new Error(`unexpected ${request.path}`)),
    [[readSessionFx, () => ({ session, expiryCookieMs: null })]],
  );
  await allSettled(readSessionFx, { scope });
  return scope;
}

const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// the dashboard's tiles and polisoverzicht's entries wait for this before they show (a late entry moved the page)
describe('whether the facts the checks of these routes read are in for the current user', () => {
  test('an entry to add-insured waits for the agreements when the user may add an insured', async () => {
    const held = agreements();
    const scope = await signedInScope(['login', 'c-ins-per'], { 'Agreement/GetMostRecentAgreements': held.answer });
    const $settled = factsSettledFor(['add-insured']);
    const loading = allSettled(routeAccessRequested, { scope, params: ['add-insured'] });
    await aTask();
    expect(scope.getState($settled)).toBe(false);
    held.give();
    await loading;
    expect(scope.getState($settled)).toBe(true);
  });

  test('without the permission the entry reads no fact: nothing to wait for', async () => {
    const scope = await signedInScope(['login'], {});
    expect(scope.getState(factsSettledFor(['add-insured']))).toBe(true);
  });

  test('routes checked by the token alone never wait', async () => {
    const scope = await signedInScope(['login', 'r-msg', 'c-ins-per'], {});
    expect(scope.getState(factsSettledFor(['message-box', 'settings']))).toBe(true);
  });

  test('the insurance right waits for its own fact, not for the agreements', async () => {
    const heldAgreements = agreements();
    const heldRight = insuranceRight();
    const scope = await signedInScope(['login', 'c-ins-per', 'c-insurance-right', 'r-insurance-right'], {
      'Agreement/GetMostRecentAgreements': heldAgreements.answer,
      InsuranceRight: heldRight.answer,
    });
    const $settled = factsSettledFor(['insurance-right']);
    const loading = allSettled(routeAccessRequested, { scope, params: ['add-insured', 'insurance-right'] });
    heldAgreements.give();
    await aTask();
    expect(scope.getState($settled)).toBe(false);
    heldRight.give();
    await loading;
    expect(scope.getState($settled)).toBe(true);
  });
});
