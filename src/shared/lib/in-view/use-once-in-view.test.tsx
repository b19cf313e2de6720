// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useOnceInView } from './use-once-in-view';

type Observed = { callback: IntersectionObserverCallback; disconnected: boolean };
const observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly observed: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.observed = { callback, disconnected: false };
    observers.push(this.observed);
  }
  observe() {}
  disconnect() {
    this.observed.disconnected = true;
  }
}

const crossing = (isIntersecting: boolean) => [{ isIntersecting }] as IntersectionObserverEntry[];

function Watched({ onInView, isWatching }: { onInView: () => void; isWatching: boolean }) {
  return <div ref={useOnceInView(onInView, isWatching)} />;
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('useOnceInView', () => {
  test.for([
    { case: 'not yet in view', crossings: [false], calls: 0 },
    { case: 'comes into view', crossings: [true], calls: 1 },
    { case: 'in, out and in again: once', crossings: [true, false, true], calls: 1 },
  ])('$case: called $calls time(s)', ({ crossings, calls }) => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onInView = vi.fn();
    render(<Watched onInView={onInView} isWatching />);
    const [observer] = observers;
    for (const isIntersecting of crossings) {
      if (observer && !observer.disconnected) act(() => observer.callback(crossing(isIntersecting), {} as IntersectionObserver));
    }
    expect(onInView).toHaveBeenCalledTimes(calls);
  });

  test('watches only once told to', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onInView = vi.fn();
    const { rerender } = render(<Watched onInView={onInView} isWatching={false} />);
    expect(observers).toHaveLength(0);
    rerender(<Watched onInView={onInView} isWatching />);
    expect(observers).toHaveLength(1);
  });

  test('without IntersectionObserver it is called at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onInView = vi.fn();
    render(<Watched onInView={onInView} isWatching />);
    expect(onInView).toHaveBeenCalledTimes(1);
  });
});
