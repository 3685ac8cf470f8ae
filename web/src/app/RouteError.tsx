import { Component, type ReactNode } from 'react';
import { ButtonLink, cx, ErrorState, layout } from '../components/ui';
import { retryFailedScreens } from '../lib/lazy-screen';

interface BoundaryProps {
  /** The location's path: a new one (the visitor went elsewhere) shows the screen again. */
  path: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Catches a screen that throws while rendering (or whose code fails to load) inside the layout, so
 * the navbar stays usable, and shows `RouteError` until the visitor goes to another page.
 */
export class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(prev: BoundaryProps, prevState: BoundaryState): void {
    // Only an error already shown is left behind: the navigation that led to a failing screen
    // also changes the path.
    if (prevState.failed && this.state.failed && prev.path !== this.props.path)
      this.setState({ failed: false });
  }

  // React logs the error itself (the root's `onCaughtError`).
  override componentDidCatch(): void {
    // A screen whose code did not arrive: the next visit to it asks again.
    retryFailedScreens();
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** What a screen that could not be shown leaves in its place. */
export function RouteError() {
  return (
    <div className={cx(layout.container, layout.page)}>
      <ErrorState
        titleAs="h1"
        title="Something went wrong"
        message="This page could not be shown. Please try again."
        onRetry={() => window.location.reload()}
        retryLabel="Reload page"
      />
      <div className={layout.textCenter}>
        <ButtonLink to="/" variant="ghost">
          Go to home
        </ButtonLink>
      </div>
    </div>
  );
}
