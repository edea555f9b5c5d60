import { useDocumentTitle } from '@backoffice/shared';
import { useRealtimeSession } from '@backoffice/shared/realtime';
import { EmptyState, PageLayout } from '@backoffice/shared/ui';
import { useSearchParams } from '@backoffice/shared/router';
import { ConnectionBanner } from '../connection/ConnectionBanner';
import { ConversationView } from '../conversation/ConversationView';
import { RoomList } from '../rooms/RoomList';
import styles from '../support.module.css';

/** /support, and /support?room=<id> with that room open. */
export function SupportPage() {
  useRealtimeSession();
  useDocumentTitle('Support');
  const [params] = useSearchParams();
  const roomId = params.get('room');
  return (
    <PageLayout title="Support">
      <ConnectionBanner />
      <div className={styles.layout}>
        <RoomList selectedRoomId={roomId} />
        {roomId ? (
          <ConversationView key={roomId} roomId={roomId} />
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
