import { selectTotalUnread, useChatStore } from '@backoffice/shared/realtime';
import styles from './realtime.module.css';

/** The total unread support messages, next to the nav's Support link. */
export function SupportUnreadBadge() {
  const total = useChatStore(selectTotalUnread);
  if (total === 0) return null;
  return (
    <span className={styles.badge} aria-label={`${total} unread`} data-testid="support-unread">
      {total}
    </span>
  );
}
