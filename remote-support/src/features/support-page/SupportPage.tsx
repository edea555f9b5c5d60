import { areaPaths, useDocumentTitle } from '@backoffice/shared';
import { useChatSession } from '../chat-session/useChatSession';
import { useRoom } from '../rooms/roomList';
import { EmptyState, PageLayout } from '@backoffice/shared/ui';
import { Link, useSearchParams } from '@backoffice/shared/router';
import { ConnectionBanner } from '../connection/ConnectionBanner';
import { ConversationView } from '../conversation/ConversationView';
import { MemberContext } from '../member-context/MemberContext';
import { RoomList } from '../rooms/RoomList';
import { SavedRepliesManager } from '../saved-replies/SavedRepliesManager';
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
