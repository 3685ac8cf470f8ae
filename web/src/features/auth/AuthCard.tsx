import type { ReactNode, Ref } from 'react';
import { Card, Icon, type IconPath, userIcon } from '../../components/ui';
import styles from './AuthCard.module.css';

/** The centred card every account screen uses; the title is the page's h1. */
export function AuthCard({
  title,
  subtitle,
  icon = userIcon,
  wide,
  titleRef,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: IconPath;
  wide?: boolean;
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <Card className={wide ? `${styles.card} ${styles.wide}` : styles.card} padding="lg">
        <div className={styles.head}>
          <span className={styles.icon} aria-hidden="true">
            <Icon icon={icon} size={28} />
          </span>
          <h1 className={styles.title} ref={titleRef} tabIndex={-1}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
        {footer && <div className={styles.foot}>{footer}</div>}
      </Card>
    </div>
  );
}
