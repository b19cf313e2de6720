// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LateWidgetBoundary } from './late-widget';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// issue 19: a widget that loads after the screen does not take the screen down with it
describe('LateWidgetBoundary', () => {
  test.for([
    { case: 'its chunk loads: the widget', loads: true, shown: 'Klantenservice' },
    { case: 'its chunk does not load (offline): its place, and the screen goes on', loads: false, shown: null },
  ])('$case', async ({ loads }) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Widget = lazy(() =>
      loads ? Promise.resolve({ default: () => <p>Klantenservice</p> }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <h1>Berichtenbox</h1>
        <LateWidgetBoundary fallback={<div data-testid="kept-space" />}>
          <Suspense fallback={<div data-testid="loading-space" />}>
            <Widget />
          </Suspense>
        </LateWidgetBoundary>
      </main>,
    );
    if (loads) expect(await screen.findByText('Klantenservice')).toBeDefined();
    else expect(await screen.findByTestId('kept-space')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Berichtenbox' })).toBeDefined();
    if (!loads) expect(screen.queryByText('Klantenservice')).toBeNull();
  });
});
