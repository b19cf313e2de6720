import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { tokenFor } from '@test-support/account-scope';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { factsSettledFor } from './facts-settled';
import { factsChanged } from './route-access';

async function scopeWithCodes(codes: string[]) {
  const session = { session: sessionFromAccessToken(tokenFor({}, codes))!, expiryCookieMs: null };
  const scope = fork({ handlers: [[readSessionFx, () => session]] });
  await allSettled(readSessionFx, { scope });
  return scope;
}

const agreementsIn = { hasBasicInsurance: true, isCheckRequired: false, settled: { agreements: true, insuranceRight: false } };

describe('whether the facts of these routes are in for the current user', () => {
  test('an entry to add-insured waits for the agreements, when the user may add an insured', async () => {
    const scope = await scopeWithCodes(['login', 'c-ins-per']);
    const $settled = factsSettledFor(['add-insured']);
    expect(scope.getState($settled)).toBe(false);
    await allSettled(factsChanged, { scope, params: agreementsIn });
    expect(scope.getState($settled)).toBe(true);
  });

  test('without the permission the entry needs no fact: nothing to wait for', async () => {
    const scope = await scopeWithCodes(['login']);
    expect(scope.getState(factsSettledFor(['add-insured']))).toBe(true);
  });

  test('routes checked by the token alone never wait', async () => {
    const scope = await scopeWithCodes(['login', 'r-msg']);
    expect(scope.getState(factsSettledFor(['message-box', 'settings']))).toBe(true);
  });

  test('the insurance right waits for its own fact, not for the agreements', async () => {
    const scope = await scopeWithCodes(['login', 'c-insurance-right', 'r-insurance-right']);
    const $settled = factsSettledFor(['insurance-right']);
    await allSettled(factsChanged, { scope, params: agreementsIn });
    expect(scope.getState($settled)).toBe(false);
    await allSettled(factsChanged, { scope, params: { ...agreementsIn, settled: { agreements: true, insuranceRight: true } } });
    expect(scope.getState($settled)).toBe(true);
  });
});
