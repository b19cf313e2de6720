import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../layouts/route-error-page';
import { ChunkLoadError } from './chunk-timeout';

/**
 * Around each route (and the shell): a screen whose chunk failed or timed out
 * shows 'Loading chunk failed', a screen that broke while rendering says so;
 * both with a retry and a way back, never a blank page (issue 13).
 */
export class ChunkErrorBoundary extends Component<
  {
    children: ReactNode;
    /** around the shell itself: the page brings its own main landmark (inside a shell, the shell's main holds it) */
    standalone?: boolean;
  },
  { failure: 'chunk' | 'crash' | null }
> {
  override state: { failure: 'chunk' | 'crash' | null } = { failure: null };

  static getDerivedStateFromError(error: unknown): { failure: 'chunk' | 'crash' } {
    return { failure: error instanceof ChunkLoadError ? 'chunk' : 'crash' };
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    return <RouteErrorPage failure={this.state.failure} standalone={this.props.standalone ?? false} />;
  }
}
