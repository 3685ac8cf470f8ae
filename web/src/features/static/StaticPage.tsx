import type { ReactNode } from 'react';
import { cx, layout, PageHeader } from '../../components/ui';
import styles from './StaticPage.module.css';

/** The frame of an information page: header, then readable-width content. */
export function StaticPage({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cx(layout.container, layout.page)}>
      <div className={wide ? `${styles.static} ${styles.wide}` : styles.static}>
        <PageHeader title={title} subtitle={subtitle} />
        {children}
      </div>
    </div>
  );
}
