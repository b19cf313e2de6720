// @vitest-environment jsdom
import { $isFirstPaintDone } from '@/shared/lib/first-paint';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $isFooterReached } from '../model/footer';
import { DeferredSiteFooter } from './deferred-widgets';

/** The footer's place never comes into view here: only the keyboard can ask for it. */
class NeverInView {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// a keyboard user reaches the footer's link after the screen's content without scrolling to it: the footer loads at
// the first Tab, not only when scrolled to
describe('DeferredSiteFooter', () => {
  test.for([
    { case: 'Tab after the first paint asks for it', isPainted: true, key: 'Tab', isReached: true },
    { case: 'Shift+Tab too (the focus goes round to the end)', isPainted: true, key: 'Tab', shiftKey: true, isReached: true },
    { case: 'typing in a field does not', isPainted: true, key: 'a', isReached: false },
    { case: 'Enter does not', isPainted: true, key: 'Enter', isReached: false },
    { case: 'Tab before the first paint does not (its chunk waits for the paint)', isPainted: false, key: 'Tab', isReached: false },
  ])('$case', ({ isPainted, key, shiftKey = false, isReached }) => {
    vi.stubGlobal('IntersectionObserver', NeverInView);
    const scope = fork({ values: [[$isFirstPaintDone, isPainted]] });
    render(
      <Provider value={scope}>
        <DeferredSiteFooter />
      </Provider>,
    );
    expect(scope.getState($isFooterReached)).toBe(false);
    fireEvent.keyDown(window, { key, shiftKey });
    expect(scope.getState($isFooterReached)).toBe(isReached);
  });
});
