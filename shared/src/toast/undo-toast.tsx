import { toast, type ToastContentProps, type ToastOptions } from 'react-toastify';
import { notifyError } from './toast';
import styles from './undo-toast.module.css';

/** How long a reversible action's toast offers Undo. */
const UNDO_WINDOW_MS = 5000;

/**
 * `containerId`: a toast container of the open dialog's own, when the action is done inside one;
 * the page's container lies under the dialog, out of reach until it closes.
 */
type UndoToastOptions = Pick<ToastOptions, 'toastId' | 'containerId'>;

/**
 * The toast of a reversible action (the contract's actions table): the action is already done on
 * the server, so closing the tab loses nothing; Undo is a separate request, guarded by the version
 * the action left, so it never overwrites a later change.
 */
export function notifyUndoable(
  message: string,
  undo: () => unknown,
  options: UndoToastOptions = {},
) {
  return toast.success(
    ({ closeToast }: ToastContentProps) => (
      <span className={styles.undo}>
        {message}
        <button
          type="button"
          onClick={() => {
            closeToast();
            void undo();
          }}
        >
          Undo
        </button>
      </span>
    ),
    { autoClose: UNDO_WINDOW_MS, ...options },
  );
}

/**
 * The toast of a reversible deletion ("Saved reply “Refunds” deleted"): Undo sends `restore`, which
 * the api refuses (409) when the item is back already or its name is taken meanwhile; the refusal
 * is told in a toast of its own and nothing else changes.
 */
export function notifyUndoableDeletion(
  message: string,
  restore: () => Promise<unknown>,
  options: UndoToastOptions = {},
) {
  return notifyUndoable(
    message,
    async () => {
      try {
        await restore();
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'Unknown error';
        notifyError(`Could not undo: ${reason}`, { containerId: options.containerId });
      }
    },
    options,
  );
}
