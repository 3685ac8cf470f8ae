import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links on the right. */
  actions?: ReactNode;
  /** Heading id, e.g. for aria-labelledby or focus. */
  id?: string;
  className?: string;
}

/** The page's h1 with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, id, className }: PageHeaderProps) {
  return (
    <div className={cx(styles.header, className)}>
      <div>
        <h1 id={id} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
