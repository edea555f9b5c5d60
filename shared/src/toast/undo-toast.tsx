import { toast, type ToastContentProps } from 'react-toastify';
import styles from './undo-toast.module.css';

/** How long a reversible action's toast offers Undo. */
const UNDO_WINDOW_MS = 5000;

/**
 * The toast of a reversible action (the contract's actions table): the action is already done on
 * the server, so closing the tab loses nothing; Undo is a separate request, guarded by the version
 * the action left, so it never overwrites a later change.
 */
export function notifyUndoable(
  message: string,
  undo: () => unknown,
  options: { toastId?: string } = {},
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
