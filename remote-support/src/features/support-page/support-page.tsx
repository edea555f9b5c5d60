import { useDocumentTitle } from '@backoffice/shared';
import { useChatSession } from '../chat-session/use-chat-session';
import { useRoom, useRoomMissing } from '../rooms/room-list-query';
import { EmptyState, PageLayout, Spinner } from '@backoffice/shared/ui';
import { Link, useSearchParams } from '@backoffice/shared/router';
import { lazy, Suspense } from 'react';
import { ConnectionBanner } from '../connection/connection-banner';
import { MemberContext } from '../member-context/member-context';
import { RoomList } from '../rooms/room-list';
import { SavedRepliesManager } from '../saved-replies/saved-replies-manager';
import styles from '../../lib/support.module.css';
import { inboxHref, readFoundMessage } from '../inbox/inbox-url';

/*
 * The conversation (message list, virtualiser, composer, inbox controls) is most of support's
 * code, and the first visit shows the room list: it loads when a room is open, and is fetched
 * ahead as soon as the pointer or the focus reaches the room list (support's 45 KB first-visit
 * budget).
 */
const loadConversation = () => import('../conversation/conversation-view');
const ConversationView = lazy(() =>
  loadConversation().then((module) => ({ default: module.ConversationView })),
);
const fetchConversationAhead = () => void loadConversation();

/** /support, and /support?room=<id> with that room open. */
export function SupportPage() {
  useChatSession();
  useDocumentTitle('Support');
  const [params] = useSearchParams();
  const roomId = params.get('room');
  const memberId = useRoom(roomId)?.member.id;
  const missing = useRoomMissing(roomId);
  const backToList = (
    <Link to={inboxHref(params, null)} className={styles.backLink}>
      ←<span className={styles.backWord}> Conversations</span>
    </Link>
  );
  return (
    <PageLayout title="Support" actions={<SavedRepliesManager />}>
      <ConnectionBanner />
      <div
        className={`${styles.layout} ${roomId ? styles.withRoom : styles.withoutRoom}`}
        onPointerOver={fetchConversationAhead}
        onFocus={fetchConversationAhead}
      >
        <RoomList selectedRoomId={roomId} />
        {missing ? (
          <section className={styles.conversation} aria-label="Conversation">
            <EmptyState
              title="Conversation not found"
              description="This link does not lead to a conversation."
              action={backToList}
            />
          </section>
        ) : roomId ? (
          <Suspense
            fallback={
              <section className={styles.conversation} aria-label="Conversation" aria-busy="true">
                <Spinner label="Loading the conversation" />
              </section>
            }
          >
            <ConversationView
              key={roomId}
              roomId={roomId}
              back={backToList}
              context={memberId && <MemberContext memberId={memberId} />}
              found={readFoundMessage(params)}
            />
          </Suspense>
        ) : (
          <section className={styles.conversation} aria-label="Conversation">
            <EmptyState
              title="Select a conversation"
              description="Pick a member on the left to read and answer their messages."
            />
          </section>
        )}
      </div>
    </PageLayout>
  );
}
