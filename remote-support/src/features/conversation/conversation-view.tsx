import { useMayAct, ViewOnly } from '@backoffice/shared';
import { selectIsConnected, useConnectionStore } from '@backoffice/shared/realtime';
import { Avatar, Button, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { FoundMessage } from '../inbox/inbox-url';
import {
  loadHistory,
  markConversationRead,
  selectConversation,
} from '../chat-session/chat-actions';
import { selectRoomMessages, useChatStore } from '../chat-session/chat-store';
import { useRoom } from '../rooms/room-list-query';
import { InboxControls } from '../inbox/inbox-controls';
import { RoomTimeline } from '../inbox/room-timeline';
import { PresenceNote } from '../presence/presence-note';
import { focusWasLost } from '../../lib/pane-focus';
import styles from '../../lib/support.module.css';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { NewMessageAnnouncer } from './new-message-announcer';
import { toggleMemberDetails, useMemberDetailsOpen } from './member-details-store';

function useMarkReadWhileInView(roomId: string, messageCount: number, connected: boolean) {
  useEffect(() => {
    const markIfVisible = () => {
      if (document.visibilityState !== 'hidden') markConversationRead(roomId);
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [roomId, messageCount, connected]);
}

export interface ConversationViewProps {
  roomId: string;
  /** Before the member's name: the way back to the room list on phones. */
  back?: ReactNode;
  /** Who the member is (the page supplies it, with its own data), with the staff timeline. */
  context?: ReactNode;
  /** Opened from a search result: that message is shown and its matching words marked. */
  found?: FoundMessage | null;
}

/**
 * One room: its member, the history and live messages, and the composer. The composer (and the
 * saved-reply list it opens) is always on screen: the conversation fills its box, the messages
 * scroll inside it, and what sits above them (header, controls, member details) gives way first.
 * From 1280 px the member details are a side column; at every size they can be hidden.
 */
export function ConversationView({ roomId, back, context, found }: ConversationViewProps) {
  const room = useRoom(roomId);
  const messages = useChatStore(selectRoomMessages(roomId));
  const mayChat = useMayAct('sendMessage');

  const connected = useConnectionStore(selectIsConnected);

  useEffect(() => {
    selectConversation(roomId);
    return () => selectConversation(null);
  }, [roomId]);
  useMarkReadWhileInView(roomId, messages?.messages.length ?? 0, connected);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusWasLost()) titleRef.current?.focus();
  }, [roomId]);

  const name = room?.member.fullName ?? 'Conversation';
  const detailsOpen = useMemberDetailsOpen();
  const detailsId = useId();
  return (
    <section
      className={`${styles.conversation} ${detailsOpen ? styles.detailsOpen : ''}`}
      aria-label={`Conversation with ${name}`}
    >
      <div className={styles.conversationTop}>
        <header className={styles.conversationHeader}>
          {back}
          <div className={styles.conversationWho}>
            <Avatar name={name} src={room?.member.avatarUrl} size={36} />
            <h2 ref={titleRef} tabIndex={-1} className={styles.conversationTitle} title={name}>
              {name}
            </h2>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            aria-label="Member details"
            onClick={toggleMemberDetails}
          >
            Details
          </Button>
        </header>
        {room && <InboxControls room={room} />}
        <NewMessageAnnouncer roomId={roomId} member={room?.member} />
      </div>
      <div id={detailsId} className={styles.memberDetails} hidden={!detailsOpen}>
        {context}
        <RoomTimeline roomId={roomId} />
      </div>
      <div className={styles.conversationBody}>
        {!messages || (messages.status === 'loading' && messages.messages.length === 0) ? (
          <div className={styles.messagesLoading} role="status" aria-label="Loading messages">
            <Skeleton height={48} width="60%" />
            <Skeleton height={48} width="45%" />
            <Skeleton height={48} width="70%" />
          </div>
        ) : messages.status === 'error' && messages.messages.length === 0 ? (
          <ErrorState
            title={messages.error ?? 'Unknown error occurred'}
            onRetry={() => void loadHistory(roomId)}
          />
        ) : messages.messages.length === 0 ? (
          <EmptyState title="No messages yet" description="Write the first message below." />
        ) : (
          <>
            {messages.error && (
              <p role="alert" className={styles.inlineError}>
                {messages.error}
              </p>
            )}
            <MessageList
              roomId={roomId}
              messages={messages.messages}
              hasOlder={messages.hasOlder}
              loadingOlder={messages.loadingOlder}
              found={found}
            />
          </>
        )}
      </div>
      <PresenceNote roomId={roomId} />
      {/* The composer is there only for roles that may send; the others read, and are told so once. */}
      {mayChat ? <Composer key={roomId} roomId={roomId} /> : <ViewOnly actions={['sendMessage']} />}
    </section>
  );
}
