import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../layouts/route-error-page';

/** A screen whose chunk failed or timed out shows 'Loading chunk failed' instead of a blank page. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
