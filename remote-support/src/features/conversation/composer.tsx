import {
  CHAT_MESSAGE_MAX_LENGTH,
  fillSavedReply,
  PermittedButton,
  usePermission,
  type SavedReply,
} from '@backoffice/shared';
import { sendChatMessage } from '../chat-session/chat-actions';
import { selectSendError, useChatStore } from '../chat-session/chat-store';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRoom } from '../rooms/room-list-query';
import {
  activeReply,
  SavedReplyPicker,
  savedReplySearch,
} from '../saved-replies/saved-reply-picker';
import { useSavedReplies } from '../saved-replies/saved-reply-queries';
import styles from '../../lib/support.module.css';
import { announceTyping } from '../presence/presence-store';
import { clearChatDraft, setChatDraft, useChatDraft } from './draft-store';

/**
 * Enter sends, Shift+Enter adds a line; a refused send keeps the draft and says why. A draft that
 * starts with `/` lists the team's saved replies: the arrows move, Enter or a click
 * fills the composer with the reply for this member (it never sends), Escape closes the list.
 */
export function Composer({ roomId }: { roomId: string }) {
  const draft = useChatDraft(roomId);
  const member = useRoom(roomId)?.member;
  const search = savedReplySearch(draft);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const pickerOpen = search !== null && !dismissed;
  const replies = useSavedReplies();
  const pickerId = useId();
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
  const choose = (reply: SavedReply) => {
    setChatDraft(roomId, member ? fillSavedReply(reply.body, member) : reply.body);
    setActiveIndex(0);
  };
  const onPickerKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!pickerOpen || search === null) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const count = replies.data?.length ?? 0;
      setActiveIndex(
        (index) => (index + (event.key === 'ArrowDown' ? 1 : count - 1)) % (count || 1),
      );
    } else if (event.key === 'Escape') {
      setDismissed(true);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      const reply = activeReply(replies.data, search, activeIndex);
      if (!reply) return false;
      choose(reply);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || onPickerKey(event)) return;
    if (event.key !== 'Enter' || event.shiftKey) return;
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
        rows={2}
        placeholder="Message (/ for saved replies)"
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          setChatDraft(roomId, event.target.value);
          if (chat.allowed) announceTyping(roomId);
          setDismissed(false);
          setActiveIndex(0);
        }}
        role={pickerOpen ? 'combobox' : undefined}
        aria-expanded={pickerOpen ? true : undefined}
        aria-controls={pickerOpen ? pickerId : undefined}
        aria-autocomplete={pickerOpen ? 'list' : undefined}
        onKeyDown={onKeyDown}
        readOnly={!chat.allowed}
        aria-describedby={sendError ? `${counterId} ${errorId}` : counterId}
        aria-invalid={sendError ? true : undefined}
      />
      {pickerOpen && search !== null && (
        <SavedReplyPicker
          id={pickerId}
          search={search}
          activeIndex={activeIndex}
          onChoose={choose}
        />
      )}
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
