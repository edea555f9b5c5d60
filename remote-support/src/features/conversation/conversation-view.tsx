import { selectIsConnected, useConnectionStore } from '@backoffice/shared/realtime';
import { Avatar, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
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
import { focusWasLost } from '../support-page/pane-focus';
import styles from '../support.module.css';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { NewMessageAnnouncer } from './new-message-announcer';

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
  /** Under the header: who the member is (the page supplies it, with its own data). */
  context?: ReactNode;
}

/** One room: its member, the history and live messages, and the composer. */
export function ConversationView({ roomId, back, context }: ConversationViewProps) {
  const room = useRoom(roomId);
  const messages = useChatStore(selectRoomMessages(roomId));
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
  return (
    <section className={styles.conversation} aria-label={`Conversation with ${name}`}>
      <header className={styles.conversationHeader}>
        {back}
        <div className={styles.conversationWho}>
          <Avatar name={name} src={room?.member.avatarUrl} size={36} />
          <h2 ref={titleRef} tabIndex={-1} className={styles.conversationTitle}>
            {name}
          </h2>
        </div>
      </header>
      {room && <InboxControls room={room} />}
      <NewMessageAnnouncer roomId={roomId} member={room?.member} />
      {context}
      <RoomTimeline roomId={roomId} />
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
          />
        </>
      )}
      <PresenceNote roomId={roomId} />
      <Composer key={roomId} roomId={roomId} />
    </section>
  );
}
