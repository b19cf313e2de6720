import { routeOpened, type RouteVisit } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $passwordResetGrant, $recoveredUsername, passwordResetGranted, usernameRecovered } from './recovery';

/** A route without parameters opened, as the app's route lifecycle says it. */
const visitOf = (name: RouteName): RouteVisit => ({ name, payload: { params: {}, query: {} } });

describe('the result of a forgot flow lives while the user stays in the flow', () => {
  test.for([
    { route: 'forgot-password' as const, kept: true },
    { route: 'verify' as const, kept: true },
    { route: 'reset-password' as const, kept: true },
    { route: 'login' as const, kept: false },
    { route: 'register' as const, kept: false },
    { route: 'home' as const, kept: false },
  ])('opening $route keeps it: $kept', async ({ route, kept }) => {
    const scope = fork();
    await allSettled(usernameRecovered, { scope, params: { username: 'hoofdverzekerde', emailAddress: 'cas@example.org' } });
    await allSettled(routeOpened, { scope, params: visitOf(route) });
    expect(scope.getState($recoveredUsername) !== null).toBe(kept);

    await allSettled(passwordResetGranted, { scope, params: { resetToken: 't', emailAddress: 'cas@example.org' } });
    await allSettled(routeOpened, { scope, params: visitOf(route) });
    expect(scope.getState($passwordResetGrant) !== null).toBe(kept);
  });

  test('one flow at a time: a password reset replaces a recovered username, and back', async () => {
    const scope = fork();
    await allSettled(usernameRecovered, { scope, params: { username: 'hoofdverzekerde', emailAddress: 'cas@example.org' } });
    await allSettled(passwordResetGranted, { scope, params: { resetToken: 't', emailAddress: 'cas@example.org' } });
    expect(scope.getState($recoveredUsername)).toBeNull();
    await allSettled(usernameRecovered, { scope, params: { username: 'hoofdverzekerde', emailAddress: 'cas@example.org' } });
    expect(scope.getState($passwordResetGrant)).toBeNull();
  });
});
