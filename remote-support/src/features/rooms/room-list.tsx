import {
  formatShortAgo,
  roomStatuses,
  roomStatusLabels,
  useAuthStore,
  DUE_SORT,
  SEARCH_QUERY_MAX_LENGTH,
  searchWords,
  useSearch,
  type Room,
  type RoomStatus,
} from '@backoffice/shared';
import { useRoomList } from './room-list-query';
import { roomsErrorText, sortRoomsByActivity } from './rooms';
import {
  Avatar,
  EmptyState,
  ErrorState,
  SearchInput,
  SelectField,
  Skeleton,
  Tabs,
} from '@backoffice/shared/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { focusWasLost } from '../../lib/pane-focus';
import {
  DEFAULT_INBOX_FILTER,
  filterInbox,
  inboxCounts,
  ownerFilterLabels,
  ownerFilters,
  roomSlaChip,
  roomSortLabels,
  sortRoomsByDue,
  sortRoomsByWaiting,
  type InboxFilter,
  type OwnerFilter,
  type RoomSort,
} from '../inbox/inbox-filters';
import { useNow } from './use-now';
import { Link, useSearchParams } from '@backoffice/shared/router';
import { inboxHref, readInboxView, withInboxView, type FoundMessage } from '../inbox/inbox-url';
import { foundRooms, useRoomSearch } from '../inbox/room-search';
import styles from '../../lib/support.module.css';
import { MarkedText } from '../../lib/marked-text';
import { aroundFirstMatch } from '../../lib/search-marks';

const noRooms: readonly Room[] = [];

/** The message a search found a room by, shown in place of the room's last message. */
type FoundInRoom = FoundMessage & { text: string };

const sortOptions = (Object.keys(roomSortLabels) as RoomSort[]).map((value) => ({
  value,
  label: roomSortLabels[value],
}));

/**
 * Rooms by latest activity or longest waiting, filtered by owner and status and search,
 * with unread badges, how long the member has waited, the owner and the last message.
 */
export function RoomList({ selectedRoomId }: { selectedRoomId: string | null }) {
  const roomList = useRoomList();
  const held = roomList.data?.rooms ?? noRooms;
  const { term, setTerm, debouncedTerm: debouncedSearch } = useSearch();
  const me = useAuthStore((state) => state.user?.id);
  const [params, setParams] = useSearchParams();
  const { status, sort } = readInboxView(params);
  const [owner, setOwner] = useState<OwnerFilter>(DEFAULT_INBOX_FILTER.owner);
  const filter = useMemo<InboxFilter>(() => ({ owner, status }), [owner, status]);
  const changeView = (view: Parameters<typeof withInboxView>[1]) =>
    setParams((current) => withInboxView(current, view), { replace: true });
  const now = useNow();
  const searching = debouncedSearch.trim();
  const search = useRoomSearch(searching);
  // While searching, the list, its counts and its filters are over the rooms found.
  const found = useMemo(() => {
    if (!searching) return null;
    if (searchWords(searching).length === 0) return [];
    return search.data ? foundRooms(held, search.data) : null;
  }, [searching, search.data, held]);
  const listed = useMemo(() => found?.map((hit) => hit.room) ?? held, [found, held]);
  const counts = useMemo(() => inboxCounts(listed, filter, me, now), [listed, filter, me, now]);

  const listRef = useRef<HTMLUListElement>(null);
  // A room just opened (e.g. "Message member") may sort last: bring it into view, still selected.
  useEffect(() => {
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedRoomId, held.length]);

  // Back from a room on a phone: the way back has gone with the conversation, so the room just
  // left takes the focus, where the person was in the list.
  const previousRoomId = useRef(selectedRoomId);
  useEffect(() => {
    const left = previousRoomId.current;
    previousRoomId.current = selectedRoomId;
    if (!left || selectedRoomId || !focusWasLost()) return;
    const links = listRef.current?.querySelectorAll<HTMLElement>('[data-room-id]') ?? [];
    Array.from(links)
      .find((link) => link.dataset.roomId === left)
      ?.focus();
  }, [selectedRoomId]);

  const inFilter = useMemo(() => filterInbox(listed, filter, me, now), [listed, filter, me, now]);
  const rooms = useMemo(() => {
    const byActivity = sortRoomsByActivity(inFilter);
    if (sort === 'waiting') return sortRoomsByWaiting(byActivity, now);
    return sort === DUE_SORT ? sortRoomsByDue(byActivity, now) : byActivity;
  }, [inFilter, sort, now]);
  const foundBy = useMemo(
    () =>
      new Map(
        found?.flatMap(({ room, match }): [string, FoundInRoom][] =>
          match?.message
            ? [
                [
                  room.id,
                  { messageId: match.message.id, search: searching, text: match.message.content },
                ],
              ]
            : [],
        ),
      ),
    [found, searching],
  );

  return (
    <aside className={styles.roomPanel} aria-label="Conversations">
      <SearchInput
        className={styles.roomSearch}
        label="Search conversations"
        placeholder="Search conversations"
        value={term}
        onValueChange={setTerm}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
      />
      <div className={styles.ownerTabs}>
        <Tabs
          label="Conversations by owner"
          items={ownerFilters.map((owner) => ({
            value: owner,
            label: ownerFilterLabels[owner],
            count: counts.owner[owner],
          }))}
          value={filter.owner}
          onValueChange={setOwner}
        />
      </div>
      <div className={styles.roomFilters}>
        <SelectField
          label="Status"
          value={filter.status}
          options={roomStatuses.map((status) => ({
            value: status,
            label: `${roomStatusLabels[status]} (${counts.status[status]})`,
          }))}
          onChange={(event) => changeView({ status: event.target.value as RoomStatus })}
        />
        <SelectField
          label="Sort by"
          value={sort}
          options={sortOptions}
          onChange={(event) => changeView({ sort: event.target.value as RoomSort })}
        />
      </div>
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
      ) : searching && search.isError ? (
        <ErrorState
          title={`Could not search conversations: ${roomsErrorText(search.error)}`}
          onRetry={() => void search.refetch()}
        />
      ) : searching && !found ? (
        <p className={styles.searchStatus} role="status">
          Searching conversations…
        </p>
      ) : found?.length === 0 ? (
        <EmptyState
          title="No conversations match"
          description={`No member name or message matches “${searching}”.`}
        />
      ) : inFilter.length === 0 ? (
        <EmptyState
          title={searching ? 'No conversations match here' : 'No conversations here'}
          description={`Nothing ${roomStatusLabels[filter.status].toLowerCase()} in ${ownerFilterLabels[filter.owner]}${searching ? ` matches “${searching}”` : ''}.`}
        />
      ) : (
        <ul
          ref={listRef}
          className={styles.roomList}
          aria-busy={search.isPlaceholderData || undefined}
          aria-label={searching ? `Conversations matching “${searching}”` : undefined}
        >
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomItem
                room={room}
                href={inboxHref(params, room.id, foundBy.get(room.id))}
                selected={room.id === selectedRoomId}
                now={now}
                found={foundBy.get(room.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

function RoomItem({
  room,
  href,
  selected,
  now,
  found,
}: {
  room: Room;
  href: string;
  selected: boolean;
  now: number;
  found: FoundInRoom | undefined;
}) {
  const chip = roomSlaChip(room, now);
  return (
    <Link
      to={href}
      className={selected ? `${styles.roomItem} ${styles.selected}` : styles.roomItem}
      aria-current={selected ? 'page' : undefined}
      data-room-id={room.id}
    >
      <Avatar name={room.member.fullName} src={room.member.avatarUrl} />
      <span className={styles.roomText}>
        <span className={styles.roomLine}>
          <span className={styles.roomName} data-testid="room-name" title={room.member.fullName}>
            {room.member.fullName}
          </span>
          {room.lastMessage && (
            <span className={styles.roomTime} data-testid="room-time">
              {formatShortAgo(room.lastMessage.timestamp, new Date(now))}
            </span>
          )}
        </span>
        <span className={styles.roomLine}>
          <span className={styles.roomPreview} data-testid="room-preview">
            {found ? (
              <MarkedText text={aroundFirstMatch(found.text, found.search)} search={found.search} />
            ) : (
              (room.lastMessage?.content ?? 'No messages yet')
            )}
          </span>
          {room.unreadCount > 0 && (
            <span className={styles.unread} aria-label={`${room.unreadCount} unread`}>
              {room.unreadCount}
            </span>
          )}
        </span>
        {(chip || room.inbox.assignee) && (
          <span className={`${styles.roomLine} ${styles.roomMeta}`}>
            {chip?.overdue ? (
              <span className={`${styles.due} ${styles.overdue}`} data-overdue>
                <span aria-hidden="true">⚠ </span>
                {chip.text}
              </span>
            ) : (
              chip && <span className={styles.waiting}>{chip.text}</span>
            )}
            {room.inbox.assignee && (
              <span className={styles.roomOwner}>{room.inbox.assignee.name}</span>
            )}
          </span>
        )}
      </span>
    </Link>
  );
}
