import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconPath } from './Icon';
import { alertIcon } from './icons/alert';
import { closeIcon } from './icons/close';
import { errorIcon } from './icons/error';
import { infoIcon } from './icons/info';
import { successIcon } from './icons/success';
import styles from './Alert.module.css';

export type Tone = 'info' | 'success' | 'warning' | 'error';

const toneIcon: Record<Tone, IconPath> = {
  info: infoIcon,
  success: successIcon,
  warning: alertIcon,
  error: errorIcon,
};

export interface AlertProps {
  variant?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  className?: string;
  'data-testid'?: string;
}

/** A banner. Errors use role=alert (announced at once), the rest role=status. */
export function Alert({ variant = 'info', title, children, onDismiss, className, ...rest }: AlertProps) {
  return (
    <div
      className={cx(styles.alert, styles[variant], className)}
      role={variant === 'error' ? 'alert' : 'status'}
      data-testid={rest['data-testid']}
    >
      <Icon icon={toneIcon[variant]} className={styles.icon} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.close} onClick={onDismiss} aria-label="Dismiss">
          <Icon icon={closeIcon} size={18} />
        </button>
      )}
    </div>
  );
}
