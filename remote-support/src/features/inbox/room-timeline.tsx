import { formatDateTime, roomEventText } from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import styles from '../../lib/support.module.css';
import { useRoomEvents } from './inbox-queries';

/** How many of the latest staff-only lines the conversation shows. */
const SHOWN_LINES = 3;

/**
 * The room's staff-only timeline ("Ana assigned this to Ben", with the time): kept apart from the
 * messages, never sent to the member.
 */
export function RoomTimeline({ roomId }: { roomId: string }) {
  const events = useRoomEvents(roomId);
  if (events.isPending) {
    return (
      <p className={styles.timelineNote} role="status">
        Loading staff activity…
      </p>
    );
  }
  if (events.isError) {
    return (
      <p className={styles.timelineNote} role="alert">
        Could not load staff activity: {events.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void events.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  if (events.data.length === 0) return null;
  return (
    <ol className={styles.timeline} aria-label="Staff activity (only staff see this)">
      {events.data.slice(-SHOWN_LINES).map((event) => (
        <li key={event.id}>
          {roomEventText(event, formatDateTime)}
          <time dateTime={event.at}> · {formatDateTime(event.at)}</time>
        </li>
      ))}
    </ol>
  );
}
