import { useRef } from 'react';
import { Alert, Button, useToast } from '../../../components/ui';
import { AdminSecurityMessages as M } from '../messages';
import styles from './security.module.css';

/** Recovery codes, shown once: a list to copy or write down, and the button that says it is done. */
export function RecoveryCodes({
  codes,
  doneLabel = 'I have saved them',
  onDone,
}: {
  codes: readonly string[];
  doneLabel?: string;
  onDone: () => void;
}) {
  const toast = useToast();
  const listRef = useRef<HTMLOListElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(M.copied);
    } catch {
      const range = document.createRange();
      if (listRef.current) range.selectNodeContents(listRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      toast.error(M.copyFailed);
    }
  }

  return (
    <div className={styles.stack} data-testid="recovery-codes">
      <Alert variant="warning" title="Save your recovery codes">
        Each code signs you in once if you lose your phone. They are shown only now: the shop keeps only a
        fingerprint of each.
      </Alert>
      <ol ref={listRef} className={styles.codes} aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </div>
  );
}
