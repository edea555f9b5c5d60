import { VisuallyHidden } from '@backoffice/shared/ui';
import type { CSSProperties } from 'react';
import { useTotalUnread } from '../rooms/room-list-query';

// Inline, not a CSS module: a stylesheet of its own would be one more file on every sign-in.
const badgeStyle: CSSProperties = {
  marginLeft: 8,
  minWidth: 20,
  padding: '0 6px',
  borderRadius: 10,
  background: 'var(--color-primary)',
  color: 'var(--color-on-primary)',
  fontSize: 12,
  textAlign: 'center',
};

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
      <span style={badgeStyle} aria-hidden="true" data-testid="support-unread">
        {total}
      </span>
      <VisuallyHidden>{`, ${total} unread`}</VisuallyHidden>
    </>
  );
}
