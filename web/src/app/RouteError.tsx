import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink, ErrorState } from '../components/ui';
import { NotFound } from './NotFound';

/** A screen that throws while rendering (or a lazy chunk that fails to load) lands here, inside the layout. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <div className="container page">
      <ErrorState
        title="Something went wrong"
        message="This page could not be shown. Please try again."
        onRetry={() => window.location.reload()}
        retryLabel="Reload page"
      />
      <div className="text-center">
        <ButtonLink to="/" variant="ghost">
          Go to home
        </ButtonLink>
      </div>
    </div>
  );
}
