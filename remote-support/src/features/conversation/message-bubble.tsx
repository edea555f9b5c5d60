import { formatDate } from '@backoffice/shared';
import { retryChatMessage } from '../chat-session/chat-actions';
import type { ChatMessage } from './message-log';
import { Button, VisuallyHidden } from '@backoffice/shared/ui';
import { MarkedText } from '../../lib/marked-text';
import styles from '../../lib/support.module.css';
import { deliveryLabel, type MessageSender } from './message-rows';

/**
 * The team's messages (this admin's and colleagues') on one side, the member's on the other; a
 * colleague's names its author (a message stored before the api named them says "Another admin").
 */
export function MessageBubble({
  message,
  sender,
  foundBy,
}: {
  message: ChatMessage;
  sender: MessageSender;
  /** The inbox search this message was opened from: its words are marked. */
  foundBy?: string | undefined;
}) {
  const label = deliveryLabel(message);
  const own = sender === 'me';
  const team = sender !== 'member';
  return (
    <div
      className={team ? `${styles.messageRow} ${styles.team}` : styles.messageRow}
      data-message-id={message.id}
    >
      <div
        className={[styles.bubble, team && styles.teamBubble, foundBy && styles.foundBubble]
          .filter(Boolean)
          .join(' ')}
        data-found={foundBy ? true : undefined}
      >
        {foundBy && <VisuallyHidden>Found by your search: </VisuallyHidden>}
        {/* Text children, never HTML: a message cannot inject markup. */}
        <p className={styles.messageText}>
          {foundBy ? <MarkedText text={message.content} search={foundBy} /> : message.content}
        </p>
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
