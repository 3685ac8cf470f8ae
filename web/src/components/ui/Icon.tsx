import { cx } from './cx';
import styles from './Icon.module.css';

declare const iconPath: unique symbol;

/**
 * An icon's drawing: the `d` of a 24×24 stroke path, one module each in ./icons (`cartIcon`...), so
 * that a page's code holds the icons it shows and no others.
 */
export type IconPath = string & { readonly [iconPath]: true };

/** Stroke icons (24×24, currentColor). Decorative unless a `title` is given. */
export function Icon({
  icon,
  size = 20,
  title,
  className,
}: {
  icon: IconPath;
  size?: number;
  title?: string;
  className?: string;
}) {
  return (
    <svg
      className={cx(styles.icon, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path d={icon} />
    </svg>
  );
}
