import { dueState, isAwaitingReply, type DueTargets, type Room } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';

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
  const answered = new Set(
    // Only the listed rooms, each found by its first staff message (the room's index), not
    // every message of every room.
    (
      await db.query<{ roomId: string }>(
        `SELECT r.id AS "roomId" FROM support_rooms r
         WHERE r.id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND EXISTS (
           SELECT 1 FROM support_messages m WHERE m.room_id = r.id AND m.sender_id <> r.member_id)`,
        [JSON.stringify(rooms.map((room) => room.id))],
      )
    ).map((row) => row.roomId),
  );
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
