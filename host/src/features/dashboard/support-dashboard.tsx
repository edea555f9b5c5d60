import { areaPaths, selectUser, useAuthStore, type Room } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@backoffice/shared/router';
import { DueChip } from './due-chip';
import { supportRoomsQuery } from './dashboard-queries';
import { waitingRooms } from './support-rooms';
import { WorkCard } from './work-card';
import styles from './dashboard.module.css';

const SHOWN = 6;

function RoomRow({ room, now }: { room: Room; now: number }) {
  return (
    <div className={styles.workRow}>
      <div className={styles.workMain}>
        <Link to={areaPaths.supportRoom(room.id)}>{room.member.fullName}</Link>
        {room.lastMessage && <span className={styles.snippet}>{room.lastMessage.content}</span>}
      </div>
      <DueChip due={room} now={now} />
    </div>
  );
}

/** Support's first screen: their own conversations waiting on a reply, then the unassigned ones. */
export function SupportDashboard() {
  const personId = useAuthStore(selectUser)?.id;
  const now = Date.now();
  const rooms = useQuery({
    ...supportRoomsQuery(),
    select: (data) => waitingRooms(data.rooms, personId, now),
  });
  const footer = (count: number | undefined) =>
    count !== undefined && (
      <>
        {count > SHOWN ? `${count} waiting · ` : null}
        <Link to={areaPaths.support}>Open the inbox</Link>
      </>
    );
  return (
    <div className={styles.work}>
      <WorkCard
        title="Mine, waiting on a reply"
        query={rooms}
        items={rooms.data?.mine.slice(0, SHOWN)}
        listLabel="My conversations, longest wait first"
        empty={{
          title: 'Nobody is waiting on you',
          description: 'Your conversations are answered.',
        }}
        getKey={(room) => room.id}
        renderItem={(room) => <RoomRow room={room} now={now} />}
        footer={footer(rooms.data?.mine.length)}
      />
      <WorkCard
        title="Unassigned, waiting on a reply"
        query={rooms}
        items={rooms.data?.unassigned.slice(0, SHOWN)}
        listLabel="Unassigned conversations, longest wait first"
        empty={{
          title: 'No unassigned conversation waits',
          description: 'Every waiting member has someone.',
        }}
        getKey={(room) => room.id}
        renderItem={(room) => <RoomRow room={room} now={now} />}
        footer={footer(rooms.data?.unassigned.length)}
      />
    </div>
  );
}
