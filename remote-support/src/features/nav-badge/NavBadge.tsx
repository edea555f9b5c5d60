import { selectTotalUnread, useChatStore } from '@backoffice/shared/realtime';
import { VisuallyHidden } from '@backoffice/shared/ui';
import styles from './NavBadge.module.css';

/**
 * Exposed as `./NavBadge`: the host renders it inside the nav's Support link (`badge` in
 * /remotes.json). The link reads "Support, 5 unread" to a screen reader; the bare number is only
 * for the eye.
 */
export default function NavBadge() {
  const total = useChatStore(selectTotalUnread);
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
