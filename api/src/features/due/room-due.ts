import { dueState, isAwaitingReply, type DueTargets, type Room } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { listRooms } from '../support/repository';
import { roomsWithStaffMessages } from './repository';

/** The inbox's rooms in the list's order, and those a staff member has written in. */
export interface RoomListing {
  rooms: Room[];
  answered: ReadonlySet<string>;
}

/** What `readRoomListing` reads: a write to any of them may change the listing. */
export const ROOM_LISTING_TABLES = ['support_rooms', 'support_messages', 'members', 'admins'];

export async function readRoomListing(db: Queryable): Promise<RoomListing> {
  const rooms = await listRooms(db);
  const answered = await roomsWithStaffMessages(
    db,
    rooms.map((room) => room.id),
  );
  return { rooms, answered: new Set(answered) };
}

/**
 * A snooze ends with the clock (the room reads open again): a listing holds until the millisecond
 * before the first end ahead, or undefined when no room is snoozed.
 */
export function listingValidUntil({ rooms }: RoomListing): number | undefined {
  const ends = rooms.flatMap((room) =>
    room.inbox.status === 'snoozed' && room.inbox.snoozedUntil
      ? [Date.parse(room.inbox.snoozedUntil) - 1]
      : [],
  );
  return ends.length > 0 ? Math.min(...ends) : undefined;
}

/**
 * Each room waiting on us gets the reply target's dueAt and overdue: the first-reply target while
 * no staff member has ever written in it, the next-reply target after. Snoozed and resolved rooms
 * are not waiting, so nothing is due. `sort=dueAt` orders by it, soonest first, the rest after
 * in the list's own order.
 */
export function withRoomDue(
  { rooms, answered }: RoomListing,
  targets: DueTargets,
  options: { sort?: 'dueAt' | undefined; now: Date },
): Room[] {
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

/** One order's answer, and the listing and targets it was worked out from. */
interface KeptAnswer {
  listing: RoomListing;
  targets: DueTargets;
  rooms: { rooms: Room[] };
  /** The first millisecond at which a listed room turns overdue: the answer differs from then. */
  changesAt: number;
}

/**
 * The rooms answer in each order, worked out once per listing and targets and kept until a room
 * it lists turns overdue, so a repeated page hands out the same object (which the route then
 * does not check again) instead of a fresh one per request.
 */
export function keptRoomAnswers() {
  const kept = new Map<string, KeptAnswer>();
  return (
    listing: RoomListing,
    targets: DueTargets,
    sort: 'dueAt' | undefined,
    now: number,
  ): { rooms: Room[] } => {
    const key = sort ?? 'activity';
    const last = kept.get(key);
    if (last && last.listing === listing && last.targets === targets && now < last.changesAt) {
      return last.rooms;
    }
    const rooms = withRoomDue(listing, targets, { sort, now: new Date(now) });
    const turns = rooms.flatMap((room) =>
      room.dueAt && !room.overdue ? [Date.parse(room.dueAt) + 1] : [],
    );
    const answer = { rooms };
    kept.set(key, {
      listing,
      targets,
      rooms: answer,
      changesAt: turns.length > 0 ? Math.min(...turns) : Infinity,
    });
    return answer;
  };
}
