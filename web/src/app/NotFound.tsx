import { ButtonLink, cx, EmptyState, layout } from '../components/ui';

export function NotFound() {
  return (
    <div className={cx(layout.container, layout.page)}>
      <EmptyState
        icon="search"
        titleAs="h1"
        title="Page not found"
        text="The page you are looking for does not exist or has moved."
        action={<ButtonLink to="/">Go to home</ButtonLink>}
      />
    </div>
  );
}
