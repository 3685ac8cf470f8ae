import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The shop's links within the app: React Router's `Link` and `NavLink` as the shop uses them (an
 * anchor whose clicks the router follows; the nav's marks the page it is on with `aria-current`).
 * React Router's own `Link` carries framework mode's prefetching (`prefetch`, page link
 * descriptors, route module loading) and URL masking, which the shop uses nowhere: about 2 KiB gzip
 * of every first page's JavaScript. The click handling is React Router's (`useLinkClickHandler`:
 * a plain click navigates; a modified or middle click, or another `target`, is the browser's).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry (by default, only a link to the current location does). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/**
 * A link that knows when it leads to the page shown: `aria-current="page"` and the `active` class
 * then (the path below it counts too, unless `end`), compared as React Router's `NavLink` does
 * (case-insensitively, a trailing slash ignored).
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
}
