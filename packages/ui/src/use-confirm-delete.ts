import { useState } from 'react';
import { errorMessage } from './error-message';

/**
 * The delete flow of a list: `ask(row)` opens the ConfirmDialog, Delete runs `remove` (an RTK
 * mutation's `unwrap()`), success closes it, a failure stays in the dialog with the server's message.
 * Spread `dialog` into <ConfirmDialog> and name the row from `target`.
 */
export function useConfirmDelete<T>(remove: (row: T) => Promise<unknown>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onConfirm = async () => {
    if (target === null) return;
    setBusy(true);
    setError(undefined);
    try {
      await remove(target);
      setTarget(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return {
    target,
    ask: (row: T) => {
      setError(undefined);
      setTarget(row);
    },
    dialog: { open: target !== null, busy, error, onConfirm, onCancel: () => setTarget(null) },
  };
}
