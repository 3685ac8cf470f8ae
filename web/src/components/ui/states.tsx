import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';
import { Spinner } from './Spinner';
import './ui.css';

/** A centred spinner with text, announced politely. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="ui-state" role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className="ui-state__text">{label}</p>
    </div>
  );
}

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  text?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  /** Element for the title (default p); use h1 when the state is the whole page. */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3';
}

export function EmptyState({ icon = 'box', title, text, action, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className="ui-state">
      <span className="ui-state__icon">
        <Icon name={icon} size={32} />
      </span>
      <Title className="ui-state__title">{title}</Title>
      {text && <p className="ui-state__text">{text}</p>}
      {action && <div className="ui-state__action">{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
}: ErrorStateProps) {
  return (
    <div className="ui-state ui-state--error" role="alert">
      <span className="ui-state__icon">
        <Icon name="error" size={32} />
      </span>
      <p className="ui-state__title">{title}</p>
      <p className="ui-state__text">{message}</p>
      {onRetry && (
        <div className="ui-state__action">
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
