import { formatRelativeTime, withNearTimes, type Notification } from '@backoffice/shared';
import { Badge } from '@backoffice/shared/ui';
import styles from './notifications.module.css';

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  return (
    <li>
      <button
        type="button"
        className={notification.read ? styles.item : `${styles.item} ${styles.unread}`}
        onClick={() => onOpen(notification)}
      >
        <span className={styles.itemTitle}>
          {notification.title}
          {!notification.read && <Badge tone="info">Unread</Badge>}
        </span>
        <span className={styles.itemBody}>{withNearTimes(notification.body)}</span>
        <time className={styles.itemTime} dateTime={notification.createdAt}>
          {formatRelativeTime(notification.createdAt)}
        </time>
      </button>
    </li>
  );
}
