import { Component, type ReactNode } from 'react';

/**
 * Around a widget that loads after the screen (the news, the footer): when its chunk does not load (offline), its
 * place stays as it was and the screen goes on without it, instead of the whole shell showing a failure (issue 19).
 * It is not asked for again: the browser keeps a failed module import, and the next page load brings it.
 */
export class LateWidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
