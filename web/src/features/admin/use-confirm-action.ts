import { useState } from 'react';
import { useToast } from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';

/**
 * One action on a row that asks first (revoke a key, delete a webhook, disable an admin): which row
 * waits for the answer, the action's busy state, and the toast either way. The dialog stays open
 * on failure (the admin may try again) and closes on success.
 *
 * `run` does the work and answers the success toast's text; `failure` is the toast when it throws
 * without a message of its own. Spread `dialog` into a `ConfirmDialog`.
 */
export function useConfirmAction<T>(run: (item: T) => Promise<string | void>, failure: string) {
  const toast = useToast();
  const [item, setItem] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (item === null || busy) return;
    setBusy(true);
    try {
      const done = await run(item);
      if (done) toast.success(done);
      setItem(null);
    } catch (err) {
      toast.error(errorMessage(err, failure));
    } finally {
      setBusy(false);
    }
  }

  const cancel = () => setItem(null);
  return {
    /** The row waiting for confirmation, or null. */
    item,
    /** Asks about `row` (opens the dialog). */
    ask: (row: T) => setItem(row),
    dialog: { open: item !== null, loading: busy, onConfirm: () => void confirm(), onCancel: cancel },
  };
}
