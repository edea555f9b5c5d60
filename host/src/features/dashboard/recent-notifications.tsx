import { formatRelativeTime, withNearTimes } from '@backoffice/shared';
import { Badge, Card, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useOpenNotification } from '../notifications/use-open-notification';
import { RECENT_NOTIFICATIONS_SIZE, recentNotificationsQuery } from './dashboard-queries';
import styles from './dashboard.module.css';

export function RecentNotifications() {
  const notifications = useQuery(recentNotificationsQuery());
  const { open } = useOpenNotification();
  return (
    <Card title="Recent notifications">
      {notifications.isPending ? (
        <div aria-label="Loading notifications" role="status" className={styles.listSkeleton}>
          {Array.from({ length: RECENT_NOTIFICATIONS_SIZE }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </div>
      ) : notifications.isError ? (
        <ErrorState
          message={notifications.error.message}
          cause={notifications.error}
          onRetry={() => void notifications.refetch()}
          retrying={notifications.isFetching}
        />
      ) : notifications.data.items.length === 0 ? (
        <EmptyState title="No notifications yet" />
      ) : (
        <ul className={styles.list} aria-label="Latest notifications">
          {notifications.data.items.map((notification) => (
            <li key={notification.id} className={styles.listItem}>
              {/* Opens what it is about, as the bell's list does. */}
              <button
                type="button"
                className={styles.itemButton}
                onClick={() => open(notification)}
              >
                <span className={styles.itemTitle}>
                  {notification.title} {!notification.read && <Badge tone="info">New</Badge>}
                </span>
                <span className={styles.meta}>
                  {withNearTimes(notification.body)} · {formatRelativeTime(notification.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
