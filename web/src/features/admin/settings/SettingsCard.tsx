import type { ReactNode } from 'react';
import { Card, cx } from '../../../components/ui';
import styles from './Settings.module.css';

/** One section of the Settings tab: a card with its heading (naming the region) and a short intro. */
export function SettingsCard({
  id,
  title,
  intro,
  wide,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  children: ReactNode;
}) {
  const headingId = `settings-${id}-heading`;
  return (
    <Card
      as="section"
      className={cx(styles.section, wide && styles.wide)}
      aria-labelledby={headingId}
      data-testid={`settings-${id}`}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </Card>
  );
}
