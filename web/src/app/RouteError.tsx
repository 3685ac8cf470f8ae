import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink, cx, ErrorState, layout } from '../components/ui';
import { NotFound } from './NotFound';

/** A screen that throws while rendering (or a lazy chunk that fails to load) lands here, inside the layout. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <div className={cx(layout.container, layout.page)}>
      <ErrorState
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
