import { notifyError, type Notification } from '@backoffice/shared';
import { useNavigate } from '@backoffice/shared/router';
import { useMarkNotificationsRead } from './notification-queries';
import { screenRoute } from './screen-route';

/**
 * Opening a notification, wherever it is listed (the bell, the dashboard): it is marked read and
 * the page it is about opens. Returns whether it led somewhere.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const reportFailure = (error: Error) =>
    notifyError(`Could not mark notifications as read: ${error.message}`);

  const open = (notification: Notification): boolean => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] }, { onError: reportFailure });
    const path = screenRoute(notification.data);
    if (!path) return false;
    void navigate(path);
    return true;
  };
  const markAllRead = () => markRead.mutate({ all: true }, { onError: reportFailure });
  return { open, markAllRead, marking: markRead.isPending };
}
