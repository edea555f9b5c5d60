import { selectHasNewNotification, useNotificationStore } from '@backoffice/shared';
import { VisuallyHidden } from '@backoffice/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { NotificationPanel } from './notification-panel';
import { notificationCentreKeys, notificationUnreadCountQuery } from './notification-queries';
import styles from './notifications.module.css';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.3A1 1 0 0 0 5.1 17h13.8a1 1 0 0 0 .8-1.7L18 12.6V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What the bell's badge shows: the count, capped so it keeps its size. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The header's notification centre (docs/design.md §5): the unread count (the
 * new-notification dot while it is not known yet) and the panel.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const hasNew = useNotificationStore(selectHasNewNotification);
  const setHasNew = useNotificationStore((state) => state.setHasNewNotification);
  const panelId = useId();
  const descriptionId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const { data: unread = 0 } = useQuery(notificationUnreadCountQuery());

  // A push or a chat message raised the flag: the count follows.
  useEffect(() => {
    if (hasNew)
      void queryClient.invalidateQueries({ queryKey: notificationCentreKeys.unreadCount() });
  }, [hasNew, queryClient]);

  function toggle() {
    if (!open) setHasNew(false);
    setOpen(!open);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div
      ref={containerRef}
      className={styles.bell}
      onBlur={(event) => {
        // Tabbing on past the panel closes it: the page's controls under it would take the focus
        // out of sight. No next element (another window, a button that went away) keeps it open.
        const next = event.relatedTarget;
        if (next && !containerRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.bellButton}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={hasNew ? descriptionId : undefined}
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {badgeText(unread)}
          </span>
        ) : (
          hasNew && <span className={styles.dot} />
        )}
      </button>
      {hasNew && <VisuallyHidden id={descriptionId}>You have new notifications</VisuallyHidden>}
      {open && <NotificationPanel id={panelId} onClose={() => setOpen(false)} />}
    </div>
  );
}
