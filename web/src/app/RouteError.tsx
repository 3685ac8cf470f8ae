import type { ReactNode } from 'react';
import { ButtonLink, cx, ErrorState, layout } from '../components/ui';
import { ErrorBoundary } from '../lib/error-boundary';

/**
 * Catches a screen that throws while rendering (or whose code fails to load) inside the layout, so
 * the navbar stays usable, and shows `RouteError` until the visitor goes to another page (`path`).
 */
export function ScreenErrorBoundary({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={path} fallback={<RouteError />}>
      {children}
    </ErrorBoundary>
  );
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
