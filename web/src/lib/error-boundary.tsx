import { Component, type ReactNode } from 'react';
import { retryFailedScreens } from './lazy-screen';

interface Props {
  /** A new value (the visitor went to another page) tries `children` again; none: never. */
  resetKey?: string;
  /** What shows instead of `children` once they have failed (`null`: nothing). */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Shows `fallback` instead of `children` once they throw while rendering, or their code does not
 * arrive, so the rest of the page stays. When `resetKey` changes they are tried again, and the
 * lazily loaded code that failed is asked for again (`lazyScreen`).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(prev: Props, prevState: State): void {
    // Only a failure already shown is left behind: the navigation that led to a failing screen
    // also changes the key.
    if (prevState.failed && this.state.failed && prev.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  // React logs the error itself (the root's `onCaughtError`).
  override componentDidCatch(): void {
    // Code that did not arrive: the next time it is wanted, it is asked for again.
    retryFailedScreens();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
