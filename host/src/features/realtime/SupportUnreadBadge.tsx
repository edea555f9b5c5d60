import { useTotalUnread } from '@backoffice/shared/realtime';
import { VisuallyHidden } from '@backoffice/shared/ui';
import styles from './realtime.module.css';

/**
 * The total unread support messages, next to the nav's Support link. The link reads "Support, 5
 * unread" to a screen reader; the bare number is only for the eye.
 */
export function SupportUnreadBadge() {
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
