import { ButtonLink, cx, EmptyState, layout, searchIcon } from '../components/ui';

export function NotFound() {
  return (
    <div className={cx(layout.container, layout.page)}>
      <EmptyState
        icon={searchIcon}
        titleAs="h1"
        title="Page not found"
        text="The page you are looking for does not exist or has moved."
        action={<ButtonLink to="/">Go to home</ButtonLink>}
      />
    </div>
  );
}
