import { areaPaths, formatRelativeTime, useSearch, type Room } from '@backoffice/shared';
import { useRoomList } from './room-list-query';
import { filterRooms, roomsErrorText, sortRoomsByActivity } from './rooms';
import { Avatar, EmptyState, ErrorState, SearchInput, Skeleton } from '@backoffice/shared/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from '@backoffice/shared/router';
import styles from '../support.module.css';

const noRooms: readonly Room[] = [];

/** Rooms by latest activity, with unread badges, the member and the last message. */
export function RoomList({ selectedRoomId }: { selectedRoomId: string | null }) {
  const roomList = useRoomList();
  const held = roomList.data?.rooms ?? noRooms;
  const { term: search, setTerm: setSearch, debouncedTerm: debouncedSearch } = useSearch();

  const listRef = useRef<HTMLUListElement>(null);
  // A room just opened (e.g. "Message member") may sort last: bring it into view, still selected.
  useEffect(() => {
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedRoomId, held.length]);

  const rooms = useMemo(
    () => sortRoomsByActivity(filterRooms(held, debouncedSearch)),
    [held, debouncedSearch],
  );

  return (
    <aside className={styles.roomPanel} aria-label="Conversations">
      <SearchInput
        className={styles.roomSearch}
        label="Search conversations"
        placeholder="Search conversations"
        value={search}
        onValueChange={setSearch}
      />
      {roomList.isError && held.length === 0 ? (
        <ErrorState
          title={roomsErrorText(roomList.error)}
          onRetry={() => void roomList.refetch()}
        />
      ) : roomList.isPending ? (
        <ul className={styles.roomList} aria-busy="true" aria-label="Loading conversations">
          {[0, 1, 2, 3].map((key) => (
            <li key={key} className={styles.roomSkeleton}>
              <Skeleton height={40} />
            </li>
          ))}
        </ul>
      ) : held.length === 0 ? (
        <EmptyState title="No conversations yet" />
      ) : rooms.length === 0 ? (
        <EmptyState title="No conversations match" description={`Nothing found for “${search}”.`} />
      ) : (
        <ul ref={listRef} className={styles.roomList}>
          {rooms.map((room) => (
            <li key={room.id}>
              <Link
                to={areaPaths.supportRoom(room.id)}
                className={
                  room.id === selectedRoomId
                    ? `${styles.roomItem} ${styles.selected}`
                    : styles.roomItem
                }
                aria-current={room.id === selectedRoomId ? 'page' : undefined}
                data-room-id={room.id}
              >
                <Avatar name={room.member.fullName} src={room.member.avatarUrl} />
                <span className={styles.roomText}>
                  <span className={styles.roomLine}>
                    <span className={styles.roomName}>{room.member.fullName}</span>
                    {room.lastMessage && (
                      <span className={styles.roomTime}>
                        {formatRelativeTime(room.lastMessage.timestamp)}
                      </span>
                    )}
                  </span>
                  <span className={styles.roomLine}>
                    <span className={styles.roomPreview}>
                      {room.lastMessage?.content ?? 'No messages yet'}
                    </span>
                    {room.unreadCount > 0 && (
                      <span className={styles.unread} aria-label={`${room.unreadCount} unread`}>
                        {room.unreadCount}
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
