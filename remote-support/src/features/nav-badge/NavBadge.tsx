import { VisuallyHidden } from '@backoffice/shared/ui';
import { useTotalUnread } from '../rooms/roomList';
import styles from './NavBadge.module.css';

/**
 * The total unread support messages, next to the host nav's Support link (exposed as
 * `./NavBadge`). The link reads "Support, 5 unread" to a screen reader; the bare number is only
 * for the eye.
 */
export default function NavBadge() {
  const total = useTotalUnread();
  if (total === 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="support-unread">
        {total}
      </span>
      <VisuallyHidden>{`, ${total} unread`}</VisuallyHidden>
    </>
  );
}
