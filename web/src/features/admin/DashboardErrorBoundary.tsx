import { Component, type ReactNode } from 'react';
import { ErrorState } from '../../components/ui';

/** Keeps one broken tab (or a failed lazy chunk) from taking the whole dashboard down. */
export class DashboardErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error)
      return (
        <ErrorState
          message={`Error: ${this.state.error.message}`}
          onRetry={() => this.setState({ error: null })}
        />
      );
    return this.props.children;
  }
}
