import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon, type IconPath } from './Icon';
import { Spinner } from './Spinner';
import { boxIcon } from './icons/box';
import { errorIcon } from './icons/error';
import styles from './states.module.css';

/** A centred spinner with text, announced politely. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite" data-testid="loading-state">
      <Spinner size="lg" />
      <p className={styles.text}>{label}</p>
    </div>
  );
}

export interface EmptyStateProps {
  icon?: IconPath;
  title: ReactNode;
  text?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  /** Element for the title (default p); use h1 when the state is the whole page. */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3';
}

export function EmptyState({ icon = boxIcon, title, text, action, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <span className={styles.icon}>
        <Icon icon={icon} size={32} />
      </span>
      <Title className={styles.title}>{title}</Title>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /** Element for the title (default p); use h1 when the state is the whole page. */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3';
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  titleAs: Title = 'p',
}: ErrorStateProps) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <span className={styles.icon}>
        <Icon icon={errorIcon} size={32} />
      </span>
      <Title className={styles.title}>{title}</Title>
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
