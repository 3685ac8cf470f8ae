import { ButtonLink, EmptyState } from '../../components/ui';

/** A whole-page "log in first" state with a Log In button that comes back here afterwards. */
export function LoginRequired({ message, from }: { message: string; from: string }) {
  return (
    <div className="container page">
      <EmptyState
        icon="lock"
        titleAs="h1"
        title={message}
        action={
          <ButtonLink to="/login" state={{ from }}>
            Log In
          </ButtonLink>
        }
      />
    </div>
  );
}
