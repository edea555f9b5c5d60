import {
  awaitingSinceAfter,
  isApiError,
  reopenedByMember,
  type Message,
  type Room,
  type RoomInboxChanged,
} from '@backoffice/shared';

/** docs/spec.md §4 and §8. */
export const FAILED_TO_FETCH_ROOMS = 'Failed to fetch rooms';

/**
 * The server's own reason when it gave one, else the docs/spec.md default; an answer that breaks the
 * contract is named after it, so staff can report what is wrong rather than a bare failure.
 */
export function roomsErrorText(error: unknown): string {
  if (!isApiError(error)) return FAILED_TO_FETCH_ROOMS;
  if (error.kind === 'contract') return `${FAILED_TO_FETCH_ROOMS}: ${error.message}`;
  return error.kind === 'http' && error.message ? error.message : FAILED_TO_FETCH_ROOMS;
}

export function setUnreadCount(rooms: readonly Room[], roomId: string, count: number): Room[] {
  return rooms.map((room) => (room.id === roomId ? { ...room, unreadCount: count } : room));
}

/** `count` of a room's unread messages were read (by anyone): never below zero. */
export function decreaseUnread(rooms: readonly Room[], roomId: string, count: number): Room[] {
  return rooms.map((room) =>
    room.id === roomId && room.unreadCount > 0
      ? { ...room, unreadCount: Math.max(0, room.unreadCount - count) }
      : room,
  );
}

export function incrementUnread(rooms: readonly Room[], roomId: string): Room[] {
  return rooms.map((room) =>
    room.id === roomId ? { ...room, unreadCount: room.unreadCount + 1 } : room,
  );
}

/** A member message awaits a reply and reopens the room; a staff reply ends the wait. */
function inboxAfter(room: Room, message: Message): Room['inbox'] {
  const awaitingSince = awaitingSinceAfter(room.inbox.awaitingSince, message, room.member.id);
  const inbox = { ...room.inbox, awaitingSince };
  return message.senderId === room.member.id ? reopenedByMember(inbox) : inbox;
}

/**
 * A new message becomes its room's preview and moves the room up. A wait that starts or ends here
 * makes the api's due time of the room stale: it is dropped rather than shown for the wrong wait
 * (the targets are the owners' to read), and the next list load brings the new one.
 */
export function applyRoomActivity(rooms: readonly Room[], message: Message): Room[] {
  return rooms.map((room) => {
    if (room.id !== message.roomId) return room;
    const inbox = inboxAfter(room, message);
    const { dueAt, overdue, ...rest } = room;
    const due = inbox.awaitingSince === room.inbox.awaitingSince ? { dueAt, overdue } : {};
    return {
      ...rest,
      ...due,
      lastMessage: { content: message.content, timestamp: message.timestamp },
      updatedAt: message.timestamp,
      inbox,
    };
  });
}

/** The server's word on a room's inbox (owner, status, waiting) replaces what was held. */
export function applyInboxChange(rooms: readonly Room[], change: RoomInboxChanged): Room[] {
  return rooms.map((room) => (room.id === change.roomId ? { ...room, inbox: change.inbox } : room));
}

const latestActivity = (room: Room) =>
  Math.max(
    Date.parse(room.updatedAt),
    room.lastMessage ? Date.parse(room.lastMessage.timestamp) : 0,
  );

/**
 * Conversations with messages first, latest activity first; rooms without any message (a chat
 * just started from a profile) after them, so empty threads do not push real ones down.
 * Ties keep the server's order.
 */
export function sortRoomsByActivity(rooms: readonly Room[]): Room[] {
  return [...rooms].sort(
    (a, b) =>
      Number(a.lastMessage === null) - Number(b.lastMessage === null) ||
      latestActivity(b) - latestActivity(a),
  );
}
