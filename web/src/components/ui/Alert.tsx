import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';
import './ui.css';

export type Tone = 'info' | 'success' | 'warning' | 'error';

const toneIcon: Record<Tone, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'alert',
  error: 'error',
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
      className={cx('ui-alert', `ui-alert--${variant}`, className)}
      role={variant === 'error' ? 'alert' : 'status'}
      data-testid={rest['data-testid']}
    >
      <Icon name={toneIcon[variant]} className="ui-alert__icon" />
      <div className="ui-alert__body">
        {title && <p className="ui-alert__title">{title}</p>}
        {children && <div className="ui-alert__text">{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="ui-alert__close" onClick={onDismiss} aria-label="Dismiss">
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
