import { formatDate } from '@backoffice/shared';
import { retryChatMessage } from '../chat-session/chat-actions';
import type { ChatMessage } from './message-log';
import { Button } from '@backoffice/shared/ui';
import styles from '../support.module.css';
import { deliveryLabel } from './message-rows';

export function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const label = deliveryLabel(message);
  return (
    <div
      className={own ? `${styles.messageRow} ${styles.own}` : styles.messageRow}
      data-message-id={message.id}
    >
      <div className={own ? `${styles.bubble} ${styles.ownBubble}` : styles.bubble}>
        {/* Text children, never HTML: a message cannot inject markup. */}
        <p className={styles.messageText}>{message.content}</p>
        <p className={styles.messageMeta}>
          <time dateTime={message.timestamp}>{formatDate(message.timestamp, 'HH:mm')}</time>
          {own && (
            <span
              className={
                label === 'Failed' ? `${styles.delivery} ${styles.failed}` : styles.delivery
              }
              data-delivery={label}
            >
              {label}
            </span>
          )}
          {message.localState === 'failed' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => retryChatMessage(message.roomId, message.id)}
            >
              Retry
            </Button>
          )}
        </p>
      </div>
    </div>
  );
}
