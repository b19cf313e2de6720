import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createRouteUnit, routeClosed, routeOpened, routeUpdated, type RouteVisit } from './route';

const visit = (query: Record<string, string>): RouteVisit => ({ name: 'healthcare-costs', payload: { params: {}, query } });

describe('route units take their own from the route lifecycle', () => {
  test('opened, updated and closed reach the route named, and its stores follow', async () => {
    const scope = fork();
    const route = createRouteUnit('healthcare-costs');
    const other = createRouteUnit('home');
    const opened = vi.fn();
    const otherOpened = vi.fn();
    createWatch({ unit: route.opened, fn: opened, scope });
    createWatch({ unit: other.opened, fn: otherOpened, scope });

    await allSettled(routeOpened, { scope, params: visit({ jaar: '2026' }) });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(otherOpened).not.toHaveBeenCalled();
    expect(scope.getState(route.$isOpened)).toBe(true);
    expect(scope.getState(route.$query)).toEqual({ jaar: '2026' });
    expect(scope.getState(other.$isOpened)).toBe(false);

    await allSettled(routeUpdated, { scope, params: visit({ jaar: '2025' }) });
    expect(scope.getState(route.$query)).toEqual({ jaar: '2025' });

    await allSettled(routeClosed, { scope, params: 'healthcare-costs' });
    expect(scope.getState(route.$isOpened)).toBe(false);
    expect(scope.getState(route.$params)).toBeNull();
  });

  // issue 19: units are made when a model first reads them, which may be after their route opened
  test('a unit made after its route opened reads it open, with its parameters', async () => {
    const scope = fork();
    await allSettled(routeOpened, { scope, params: visit({ jaar: '2026' }) });
    const late = createRouteUnit('healthcare-costs');
    expect(scope.getState(late.$isOpened)).toBe(true);
    expect(scope.getState(late.$query)).toEqual({ jaar: '2026' });
    await allSettled(routeClosed, { scope, params: 'healthcare-costs' });
    expect(scope.getState(late.$isOpened)).toBe(false);
  });

  test('a route opened directly (as a test does) sets its own stores', async () => {
    const scope = fork();
    const route = createRouteUnit('healthcare-costs');
    await allSettled(route.opened, { scope, params: visit({ jaar: '2024' }).payload as Parameters<typeof route.opened>[0] });
    expect(scope.getState(route.$query)).toEqual({ jaar: '2024' });
  });
});
