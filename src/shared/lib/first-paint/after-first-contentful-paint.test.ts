import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterFirstContentfulPaint, FIRST_PAINT_WAIT_MS } from './after-first-contentful-paint';

/** A browser's paint timing as far as the function reads it: the entries so far and the observers of new ones. */
function fakePaintTiming({ supported = true, painted = false } = {}) {
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; isConnected: boolean }[] = [];
  let entries = painted ? ['first-contentful-paint'] : [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['resource'];
    private readonly registration: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.registration = { callback, isConnected: false };
      observers.push(this.registration);
    }
    observe() {
      this.registration.isConnected = true;
    }
    disconnect() {
      this.registration.isConnected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('performance', { getEntriesByName: (name: string) => entries.filter((entry) => entry === name) });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  vi.stubGlobal('cancelAnimationFrame', (frame: ReturnType<typeof setTimeout>) => clearTimeout(frame));
  return {
    paint(name: string) {
      entries = [...entries, name];
      for (const observer of observers.filter((entry) => entry.isConnected)) observer.callback({ getEntriesByName: (asked) => (asked === name ? [name] : []) });
    },
    connectedObservers: () => observers.filter((entry) => entry.isConnected).length,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
// in the reverse order of their making: the stubbed `performance` replaced the fake timers' one, so it goes first, and
// then the fake timers give back Node's (the other way round, the fake timers' `performance` stayed for the worker's
// next files, and Node's fetch there threw 'markResourceTiming is not a function')
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstContentfulPaint: the requests after the first paint wait for the browser to report it (issue 30)', () => {
  test('runs when the first contentful paint is reported, not at the first paint of the background before it', () => {
    const timing = fakePaintTiming();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    vi.advanceTimersByTime(100);
    timing.paint('first-paint');
    expect(callback).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledOnce();
    expect(timing.connectedObservers()).toBe(0);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(callback).toHaveBeenCalledOnce();
  });

  test(`without a report (a tab opened in the background) it runs ${FIRST_PAINT_WAIT_MS} ms after the call, once`, () => {
    const timing = fakePaintTiming();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    timing.paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledOnce();
  });

  test.for([
    { case: 'a browser without paint entries', supported: false, painted: false },
    { case: 'a first paint reported before (a later screen of the visit)', supported: true, painted: true },
  ])('$case: after the next frame', ({ supported, painted }) => {
    fakePaintTiming({ supported, painted });
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledOnce();
  });

  test('cancelled (the screen went before it was painted), it never runs', () => {
    const timing = fakePaintTiming();
    const callback = vi.fn();
    const cancel = afterFirstContentfulPaint(callback);
    cancel();
    timing.paint('first-contentful-paint');
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS * 2);
    expect(callback).not.toHaveBeenCalled();
    expect(timing.connectedObservers()).toBe(0);
  });
});
