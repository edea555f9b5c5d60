import { formatDate } from '@backoffice/shared';
import { retryChatMessage } from '../chat-session/chat-actions';
import type { ChatMessage } from './message-log';
import { Button } from '@backoffice/shared/ui';
import styles from '../support.module.css';
import { deliveryLabel, type MessageSender } from './message-rows';

/**
 * The team's messages (this admin's and colleagues') on one side, the member's on the other; a
 * colleague's names its author (a message stored before the api named them says "Another admin").
 */
export function MessageBubble({
  message,
  sender,
}: {
  message: ChatMessage;
  sender: MessageSender;
}) {
  const label = deliveryLabel(message);
  const own = sender === 'me';
  const team = sender !== 'member';
  return (
    <div
      className={team ? `${styles.messageRow} ${styles.team}` : styles.messageRow}
      data-message-id={message.id}
    >
      <div className={team ? `${styles.bubble} ${styles.teamBubble}` : styles.bubble}>
        {/* Text children, never HTML: a message cannot inject markup. */}
        <p className={styles.messageText}>{message.content}</p>
        <p className={styles.messageMeta}>
          {sender === 'colleague' && <span>{message.senderName ?? 'Another admin'}</span>}
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
