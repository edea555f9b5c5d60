import { dueState, isAwaitingReply, type DueTargets, type Room } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { roomsWithStaffMessages } from './repository';

/**
 * Each room waiting on us gets the reply target's dueAt and overdue: the first-reply target while
 * no staff member has ever written in it, the next-reply target after. Snoozed and resolved rooms
 * are not waiting, so nothing is due. `sort=dueAt` orders by it, soonest first, the rest after
 * in the list's own order.
 */
export async function withRoomDue(
  db: Queryable,
  rooms: readonly Room[],
  targets: DueTargets,
  options: { sort?: 'dueAt' | undefined; now: Date },
): Promise<Room[]> {
  const roomIds = rooms.map((room) => room.id);
  const answered = new Set(await roomsWithStaffMessages(db, roomIds));
  const withDue = rooms.map((room): Room => {
    const since = room.inbox.awaitingSince;
    if (since === null || !isAwaitingReply(room.inbox, options.now.getTime())) return room;
    const target = answered.has(room.id)
      ? targets.supportNextReplyMinutes
      : targets.supportFirstReplyMinutes;
    return { ...room, ...dueState({ startedAt: since }, target, options.now) };
  });
  if (options.sort !== 'dueAt') return withDue;
  const dueTime = (room: Room) => (room.dueAt ? Date.parse(room.dueAt) : Infinity);
  // Array sort is stable: rooms with nothing due keep the list's order among themselves.
  return withDue.toSorted((a, b) => dueTime(a) - dueTime(b));
}
