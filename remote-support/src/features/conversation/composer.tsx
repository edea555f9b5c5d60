import { CHAT_MESSAGE_MAX_LENGTH, PermittedButton, usePermission } from '@backoffice/shared';
import { sendChatMessage } from '../chat-session/chat-actions';
import { selectSendError, useChatStore } from '../chat-session/chat-store';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import styles from '../support.module.css';
import { clearChatDraft, setChatDraft, useChatDraft } from './draft-store';

/** Enter sends, Shift+Enter adds a line; a refused send keeps the draft and says why. */
export function Composer({ roomId }: { roomId: string }) {
  const draft = useChatDraft(roomId);
  const sendError = useChatStore(selectSendError);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const chat = usePermission('chat');

  const send = () => {
    if (!draft.trim() || !chat.allowed) return;
    if (sendChatMessage(draft)) clearChatDraft(roomId);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label="Reply">
      <label htmlFor={fieldId} className={styles.composerLabel}>
        Message
      </label>
      <textarea
        id={fieldId}
        className={styles.composerInput}
        value={draft}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(event) => setChatDraft(roomId, event.target.value)}
        onKeyDown={onKeyDown}
        readOnly={!chat.allowed}
        aria-describedby={sendError ? `${counterId} ${errorId}` : counterId}
        aria-invalid={sendError ? true : undefined}
      />
      <div className={styles.composerFooter}>
        <span id={counterId} className={styles.counter}>
          {draft.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </span>
        {sendError && (
          <span id={errorId} role="alert" className={styles.sendError}>
            {sendError}
          </span>
        )}
        <PermittedButton permission="chat" type="submit" disabled={!draft.trim()}>
          Send
        </PermittedButton>
      </div>
    </form>
  );
}
