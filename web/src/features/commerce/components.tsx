import { ButtonLink, cx, EmptyState, layout, lockIcon } from '../../components/ui';

/** A whole-page "log in first" state with a Log In button that comes back here afterwards. */
export function LoginRequired({ message, from }: { message: string; from: string }) {
  return (
    <div className={cx(layout.container, layout.page)}>
      <EmptyState
        icon={lockIcon}
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
