import { useState } from 'react';
import { firstServerError } from '@/lib/form';

export interface ConfirmActionOptions<T, R> {
  /** The text the dialog shows when the action fails (default: the server's first error). */
  errorText?: (error: unknown) => string;
  /** Runs once the dialog has closed, with what the action answered (a notice, a refetch the dialog should not wait for). */
  onDone?: (target: T, result: R) => unknown;
}

/**
 * The "confirm, then act" flow (delete, deactivate…). `ask(target)` opens the question; confirming
 * runs `action(target)` with the dialog busy. On success the dialog closes, then `onDone` runs; on
 * failure it stays open with the error text. Spread `dialog` into `<ConfirmDialog>`.
 */
export function useConfirmAction<T, R = unknown>(action: (target: T) => Promise<R>, { errorText = firstServerError, onDone }: ConfirmActionOptions<T, R> = {}) {
  // Boxed, so that a target that is itself falsy still opens the dialog.
  const [asking, setAsking] = useState<{ target: T } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!asking) return;
    const { target } = asking;
    setBusy(true);
    setError(null);
    try {
      const result = await action(target);
      setAsking(null);
      await onDone?.(target, result);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return {
    /** What the open question is about; null while the dialog is closed. */
    target: asking ? asking.target : null,
    ask: (target: T) => {
      setError(null);
      setAsking({ target });
    },
    dialog: {
      open: asking !== null,
      busy,
      error,
      onConfirm: () => void confirm(),
      onCancel: () => setAsking(null),
    },
  };
}
