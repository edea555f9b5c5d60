import { useMayAct } from '@backoffice/shared';
import { VisuallyHidden } from '@backoffice/shared/ui';
import type { CSSProperties } from 'react';
import { useAwaitingCount, useTotalUnread } from '../rooms/room-list-query';

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

// Waiting on us: outlined, so it does not read as more unread messages.
const awaitingStyle: CSSProperties = {
  ...badgeStyle,
  background: 'transparent',
  color: 'var(--color-text)',
  border: '1px solid var(--color-border-strong)',
};

/**
 * The total unread support messages next to the host nav's Support link (exposed as
 * `./NavBadge`), and beside it the conversations waiting on us (the member wrote last,
 * read or not). The link reads "Support, 5 unread, 3 awaiting reply" to a screen reader; the bare
 * numbers are only for the eye. Each part is absent at zero, and both are absent for a role that
 * cannot answer a chat: a count it can do nothing about is noise.
 */
export default function NavBadge() {
  const total = useTotalUnread();
  const awaiting = useAwaitingCount();
  if (!useMayAct('sendMessage')) return null;
  return (
    <>
      {total > 0 && (
        <>
          <span style={badgeStyle} aria-hidden="true" data-testid="support-unread">
            {total}
          </span>
          <VisuallyHidden>{`, ${total} unread`}</VisuallyHidden>
        </>
      )}
      {awaiting > 0 && (
        <>
          <span
            style={awaitingStyle}
            aria-hidden="true"
            title={`${awaiting} awaiting reply`}
            data-testid="support-awaiting"
          >
            {awaiting}
          </span>
          <VisuallyHidden>{`, ${awaiting} awaiting reply`}</VisuallyHidden>
        </>
      )}
    </>
  );
}
