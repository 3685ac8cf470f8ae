import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from '../../lib/link';
import { cx } from './cx';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class names of a button look, for links and other elements that should look like buttons. */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth }: Look = {}, extra?: string) {
  return cx(styles.btn, styles[variant], size !== 'md' && styles[size], fullWidth && styles.block, extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Text shown while loading (for example "Logging in..."); defaults to the children. */
  loadingText?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingText,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="sm" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, Look {}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClass({ variant, size, fullWidth }, className)} />;
}
