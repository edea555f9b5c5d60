import { areaPaths, useDocumentTitle } from '@backoffice/shared';
import { useChatSession } from '../chat-session/use-chat-session';
import { useRoom } from '../rooms/room-list-query';
import { EmptyState, PageLayout } from '@backoffice/shared/ui';
import { Link, useSearchParams } from '@backoffice/shared/router';
import { ConnectionBanner } from '../connection/connection-banner';
import { ConversationView } from '../conversation/conversation-view';
import { MemberContext } from '../member-context/member-context';
import { RoomList } from '../rooms/room-list';
import { SavedRepliesManager } from '../saved-replies/saved-replies-manager';
import styles from '../support.module.css';

/** /support, and /support?room=<id> with that room open. */
export function SupportPage() {
  useChatSession();
  useDocumentTitle('Support');
  const [params] = useSearchParams();
  const roomId = params.get('room');
  const memberId = useRoom(roomId)?.member.id;
  return (
    <PageLayout title="Support" actions={<SavedRepliesManager />}>
      <ConnectionBanner />
      <div className={`${styles.layout} ${roomId ? styles.withRoom : styles.withoutRoom}`}>
        <RoomList selectedRoomId={roomId} />
        {roomId ? (
          <ConversationView
            key={roomId}
            roomId={roomId}
            back={
              <Link to={areaPaths.support} className={styles.backLink}>
                ← Conversations
              </Link>
            }
            context={memberId && <MemberContext memberId={memberId} />}
          />
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
