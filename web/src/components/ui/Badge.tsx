import type { ReactNode } from 'react';
import { badgeCount } from '../../lib/format';
import { cx } from './cx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  /** A count, shown as 9+ above 9. */
  count?: number;
  /** Hide the badge when count is 0 (default true when count is given). */
  hideZero?: boolean;
  tone?: BadgeTone;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A pill: a counter (count) or a label (children), e.g. an order status. */
export function Badge({ count, hideZero = true, tone, children, className, ...rest }: BadgeProps) {
  if (count !== undefined && hideZero && count <= 0) return null;
  const isCount = count !== undefined;
  return (
    <span
      className={cx(
        styles.badge,
        styles[tone ?? (isCount ? 'danger' : 'neutral')],
        isCount && styles.count,
        className,
      )}
      data-testid={rest['data-testid']}
    >
      {isCount ? badgeCount(count) : children}
    </span>
  );
}
