import { cx } from './cx';
import styles from './Spinner.module.css';
import layout from './layout.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; omit when the surrounding text already says what is happening. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      className={cx(styles.spinner, size !== 'md' && styles[size], className)}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      data-testid="spinner"
    >
      {label && <span className={layout.visuallyHidden}>{label}</span>}
    </span>
  );
}
