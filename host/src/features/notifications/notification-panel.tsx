import type { Notification } from '@backoffice/shared';
import { Button, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { notificationCentreQuery } from './notification-queries';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './use-open-notification';
import styles from './notifications.module.css';

export interface NotificationPanelProps {
  id: string;
  onClose: () => void;
}

/** The bell's panel: the admin's notifications, paged, with mark-as-read. */
export function NotificationPanel({ id, onClose }: NotificationPanelProps) {
  const notifications = useInfiniteQuery(notificationCentreQuery());
  const opener = useOpenNotification();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnread = items.some((item) => !item.read);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const hadUnread = useRef(hasUnread);

  useLayoutEffect(() => {
    // "Mark all as read" goes once nothing is unread. Had it the focus, the browser drops it on the
    // page, and the keyboard and a screen reader lose their place: it goes to the panel's title.
    const markAllGone = hadUnread.current && !hasUnread;
    hadUnread.current = hasUnread;
    if (markAllGone && document.activeElement === document.body) titleRef.current?.focus();
  }, [hasUnread]);

  function open(notification: Notification) {
    if (opener.open(notification)) onClose();
  }

  return (
    <section id={id} className={styles.panel} aria-label="Notifications">
      <header className={styles.panelHeader}>
        <h2 ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
          Notifications
        </h2>
        {hasUnread && (
          <Button variant="ghost" size="sm" loading={opener.marking} onClick={opener.markAllRead}>
            Mark all as read
          </Button>
        )}
      </header>
      {notifications.isPending ? (
        <div role="status" aria-label="Loading notifications" className={styles.skeletons}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={48} />
          ))}
        </div>
      ) : notifications.isError && items.length === 0 ? (
        <ErrorState
          title="Could not load notifications"
          message={notifications.error.message}
          cause={notifications.error}
          onRetry={() => void notifications.refetch()}
          retrying={notifications.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState title="You're all caught up" />
      ) : (
        <>
          <ul className={styles.list} aria-label="Notification list">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </ul>
          {notifications.isFetchNextPageError && (
            <p role="alert" className={styles.loadError}>
              Could not load more: {notifications.error?.message}
            </p>
          )}
          {notifications.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              className={styles.loadMore}
              loading={notifications.isFetchingNextPage}
              onClick={() => void notifications.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </section>
  );
}
