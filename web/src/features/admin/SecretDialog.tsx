import { useRef, type ReactNode } from 'react';
import { Button, Modal, TextField, useToast } from '../../components/ui';
import styles from './SecretDialog.module.css';

/** A secret to show once: the dialog's title and the value. */
export interface ShownSecret {
  title: string;
  value: string;
  /** Said after the warning (e.g. the previous secret still signs for 24 hours). */
  note?: string | undefined;
}

export interface SecretDialogProps {
  secret: ShownSecret | null;
  onClose: () => void;
  /** The field's label ("API key", "Signing secret"); the copy button says "Copy <label>". */
  label: string;
  /** Why it is shown only once. */
  warning: ReactNode;
  messages: { copied: string; copyFailed: string };
  testId: string;
}

/**
 * The "shown once" dialog of a new secret (API keys, webhook signing secrets): the value selected
 * in a read-only field, a copy button (on failure the value is selected for the keyboard's copy), a
 * warning, and no closing by a stray click on the backdrop.
 */
export function SecretDialog({ secret, onClose, label, warning, messages, testId }: SecretDialogProps) {
  const toast = useToast();
  const fieldRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret.value);
      toast.success(messages.copied);
    } catch {
      fieldRef.current?.select();
      toast.error(messages.copyFailed);
    }
  }

  return (
    <Modal
      open={secret !== null}
      onClose={onClose}
      title={secret?.title ?? ''}
      initialFocusRef={fieldRef}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            Copy {label.toLowerCase()}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <p className={styles.warning} role="note">
        {warning}
        {secret?.note && ` ${secret.note}`}
      </p>
      <TextField
        ref={fieldRef}
        label={label}
        value={secret?.value ?? ''}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        inputClassName={styles.secret}
        data-testid={testId}
      />
    </Modal>
  );
}
