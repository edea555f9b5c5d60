import type { StaffActionId } from '../contract';
import styles from './permitted-button.module.css';
import { useViewOnly } from './use-may-act';

export const VIEW_ONLY_TEXT = 'View only';

/**
 * Said once on a page where the signed-in person may do none of `actions`, in place of the
 * controls they would not see; nothing for a role that may do any of them.
 */
export function ViewOnly({
  actions,
  className,
}: {
  actions: readonly StaffActionId[];
  className?: string;
}) {
  if (!useViewOnly(actions)) return null;
  return (
    <p role="note" className={className ? `${styles.reason} ${className}` : styles.reason}>
      {VIEW_ONLY_TEXT}
    </p>
  );
}
