import {
  DUE_SORT,
  formatDue,
  isAwaitingReply,
  roomStatuses,
  waitingMs,
  withSnoozeExpired,
  type DueLabel,
  type Room,
  type RoomStatus,
} from '@backoffice/shared';

/** Whose rooms the list shows. */
export type OwnerFilter = 'mine' | 'unassigned' | 'all';
export const ownerFilters: readonly OwnerFilter[] = ['mine', 'unassigned', 'all'];
export const ownerFilterLabels: Readonly<Record<OwnerFilter, string>> = {
  mine: 'Mine',
  unassigned: 'Unassigned',
  all: 'All',
};

export type InboxFilter = { owner: OwnerFilter; status: RoomStatus };
/** Every room of every owner, open ones: what the list showed before there were owners. */
export const DEFAULT_INBOX_FILTER: InboxFilter = { owner: 'all', status: 'open' };

function ownerMatches(room: Room, owner: OwnerFilter, me: string | undefined): boolean {
  if (owner === 'all') return true;
  if (owner === 'unassigned') return room.inbox.assignee === null;
  return room.inbox.assignee !== null && room.inbox.assignee.id === me;
}

/** A room's status now: a snooze whose time has come reads as open. */
export const statusNow = (room: Room, now: number): RoomStatus =>
  withSnoozeExpired(room.inbox, now).status;

export function filterInbox(
  rooms: readonly Room[],
  filter: InboxFilter,
  me: string | undefined,
  now: number,
): Room[] {
  return rooms.filter(
    (room) => ownerMatches(room, filter.owner, me) && statusNow(room, now) === filter.status,
  );
}

/**
 * The counts beside each filter: owner counts within the chosen status, status counts within the
 * chosen owner, so each number is what choosing that filter would show.
 */
export function inboxCounts(
  rooms: readonly Room[],
  filter: InboxFilter,
  me: string | undefined,
  now: number,
): { owner: Record<OwnerFilter, number>; status: Record<RoomStatus, number> } {
  const owner = { mine: 0, unassigned: 0, all: 0 };
  const status = Object.fromEntries(roomStatuses.map((s) => [s, 0])) as Record<RoomStatus, number>;
  for (const room of rooms) {
    const roomStatus = statusNow(room, now);
    if (roomStatus === filter.status) {
      for (const key of ownerFilters) if (ownerMatches(room, key, me)) owner[key] += 1;
    }
    if (ownerMatches(room, filter.owner, me)) status[roomStatus] += 1;
  }
  return { owner, status };
}

export type RoomSort = 'activity' | 'waiting' | typeof DUE_SORT;
export const roomSortLabels: Readonly<Record<RoomSort, string>> = {
  activity: 'Latest activity',
  waiting: 'Longest waiting',
  [DUE_SORT]: 'Due first',
};

/**
 * "Due in 2 h" / "Overdue 3 h" for a room waiting on us now; null when it is not (answered,
 * snoozed or resolved since the list was loaded) or the api named no due time.
 */
export function roomDueLabel(room: Room, now: number): DueLabel | null {
  return isAwaitingReply(room.inbox, now) ? formatDue(room, now) : null;
}

/** The room due soonest (the most overdue) first; rooms with nothing due after, in their order. */
export function sortRoomsByDue(rooms: readonly Room[], now: number): Room[] {
  const dueTime = (room: Room) =>
    roomDueLabel(room, now) && room.dueAt ? Date.parse(room.dueAt) : Infinity;
  return rooms.toSorted((a, b) => dueTime(a) - dueTime(b));
}

/** Rooms waiting on us first, the longest wait first; the rest keep their order. */
export function sortRoomsByWaiting(rooms: readonly Room[], now: number): Room[] {
  const wait = (room: Room) => (isAwaitingReply(room.inbox, now) ? waitingMs(room.inbox, now) : -1);
  return [...rooms].sort((a, b) => wait(b) - wait(a));
}

/** "Waiting 5 min", "Waiting 2 h 10 min", "Waiting 3 d"; null when the room is not waiting. */
export function waitingLabel(room: Room, now: number): string | null {
  if (!isAwaitingReply(room.inbox, now)) return null;
  const minutes = Math.floor(waitingMs(room.inbox, now) / 60_000);
  if (minutes < 1) return 'Waiting <1 min';
  if (minutes < 60) return `Waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 ? `Waiting ${hours} h ${minutes % 60} min` : `Waiting ${hours} h`;
  return `Waiting ${Math.floor(hours / 24)} d`;
}

/**
 * The one SLA chip a room's row shows: overdue when it is past its target (what to act on), else
 * how long the member has waited; null when the room is not waiting on us.
 */
export function roomSlaChip(room: Room, now: number): DueLabel | null {
  const due = roomDueLabel(room, now);
  if (due?.overdue) return due;
  const waiting = waitingLabel(room, now);
  return waiting ? { text: waiting, overdue: false } : due;
}

/** How many rooms are waiting on us (the nav badge). */
export function awaitingCount(rooms: readonly Room[], now: number): number {
  return rooms.filter((room) => isAwaitingReply(room.inbox, now)).length;
}
