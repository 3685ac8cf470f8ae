import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { Icon } from './Icon';
import { closeIcon } from './icons/close';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons in the footer. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** center (default): a panel in the middle; end: a full-height drawer on the right edge. */
  placement?: 'center' | 'end';
  /** Class for the body (the scrolling part between header and footer). */
  bodyClassName?: string;
  /** Element focused on open (default: the first focusable control in the body, else the dialog). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus and makes the rest inert; Escape closes;
 * focus goes back to where it was when the dialog closes. Labelled by its title.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  placement = 'center',
  bodyClassName,
  initialFocusRef,
  closeOnBackdrop = true,
  className,
  ...rest
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const target =
      initialFocusRef?.current ??
      bodyRef.current?.querySelector<HTMLElement>(
        ':is(input, select, textarea, button, [href], [tabindex]:not([tabindex="-1"])):not([disabled])',
      );
    (target ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={cx(
        styles.modal,
        size !== 'md' && styles[size],
        placement === 'end' && styles.end,
        className,
      )}
      aria-labelledby={titleId}
      data-testid={rest['data-testid']}
      tabIndex={-1}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => onClose()}>
            <Icon icon={closeIcon} />
          </button>
        </header>
        {/* Focusable, so keyboard users can scroll a long body (order details with their timeline). */}
        <div ref={bodyRef} className={cx(styles.body, bodyClassName)} tabIndex={0}>
          {children}
        </div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question. Focus starts on Cancel so Enter never confirms a destructive action by accident. */
export function ConfirmDialog({
  open,
  title = 'Please confirm',
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </Modal>
  );
}
