import { presenceText } from '@backoffice/shared';
import styles from '../../lib/support.module.css';
import { useRoomPresence } from './use-room-presence';

/**
 * "Ben is typing…" / "Ben is viewing" above the composer: other staff only. A polite
 * live region that keeps its line when empty, so the messages above do not jump; its own
 * component, so the expiry clock re-renders this line and not the conversation.
 */
export function PresenceNote({ roomId }: { roomId: string }) {
  const shown = useRoomPresence(roomId);
  return (
    <p className={styles.presence} aria-live="polite">
      {shown.map((presence) => (
        <span key={presence.staff.id}>{presenceText(presence)}</span>
      ))}
    </p>
  );
}
