import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ChunkLoadError } from './chunk-timeout';

function Broken({ error }: { error: Error }): never {
  throw error;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// issue 13: "never a blank screen (an error boundary around each route, with a way back)"
describe('the error boundary around a route', () => {
  test.for([
    { case: 'a chunk that did not load', error: new ChunkLoadError(), title: 'Loading chunk failed' },
    { case: 'a screen that broke while rendering', error: new Error('undefined is not a function'), title: 'Er is iets misgegaan' },
  ])('$case: its title, a retry and the way home', ({ error, title }) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ChunkErrorBoundary>
        <Broken error={error} />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/home');
  });

  test.for([
    { case: 'inside a shell: the shell\'s main holds it', standalone: false, mains: 0 },
    { case: 'around the shell itself: it is the main', standalone: true, mains: 1 },
  ])('$case', ({ standalone, mains }) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ChunkErrorBoundary standalone={standalone}>
        <Broken error={new ChunkLoadError()} />
      </ChunkErrorBoundary>,
    );
    expect(screen.queryAllByRole('main')).toHaveLength(mains);
  });

  test('a screen that works is the screen', () => {
    render(
      <ChunkErrorBoundary>
        <p>Berichtenbox</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('Berichtenbox')).toBeInTheDocument();
  });
});
