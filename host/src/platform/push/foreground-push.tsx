import {
  areaPaths,
  pushMessageSchema,
  useNotificationStore,
  type PushMessage,
} from '@backoffice/shared';
import { toast } from 'react-toastify';
import type { PushDedupe } from './push-dedupe';
import styles from './push.module.css';

/** docs/spec.md §9: the foreground push toast, 5 s on a green background. */
export const FOREGROUND_PUSH_TOAST_MS = 5_000;
export const FOREGROUND_PUSH_TOAST_BACKGROUND = '#067647';

export interface ForegroundPushContext {
  dedupe: PushDedupe;
  navigate: (path: string) => void;
}

function PushToastContent({ message }: { message: PushMessage }) {
  return (
    <div>
      <strong className={styles.toastTitle}>{message.notification?.title ?? 'Notification'}</strong>
      {message.notification?.body && (
        <p className={styles.toastBody}>{message.notification.body}</p>
      )}
    </div>
  );
}

/** Shows one foreground push (docs/spec.md §2, §9) and raises the new-notification flag. */
export function handleForegroundPush(raw: unknown, { dedupe, navigate }: ForegroundPushContext) {
  const parsed = pushMessageSchema.safeParse(raw);
  if (!parsed.success) {
    console.warn('Ignored a push that is not a push message', parsed.error.issues);
    return;
  }
  const message = parsed.data;
  if (message.messageId && !dedupe.claim(message.messageId)) return;
  useNotificationStore.getState().setHasNewNotification(true);
  const toastId = toast(<PushToastContent message={message} />, {
    toastId: message.messageId,
    autoClose: FOREGROUND_PUSH_TOAST_MS,
    className: styles.pushToast,
    // Inline, so the toast theme's own background cannot win over it.
    style: { background: FOREGROUND_PUSH_TOAST_BACKGROUND, color: '#ffffff' },
    icon: false,
    onClick: () => {
      if (message.data?.screen !== 'SupportChat') return;
      navigate(areaPaths.support);
      toast.dismiss(toastId);
    },
  });
}
