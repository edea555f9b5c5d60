import { isApiError, roomSchema, type Message, type Room } from '@backoffice/shared';
import { z } from 'zod';

/** docs/spec.md §4 and §8. */
export const FAILED_TO_FETCH_ROOMS = 'Failed to fetch rooms';

const roomListSchema = z.array(roomSchema);

function roomsIn(value: unknown): Room[] | null {
  if (!value || typeof value !== 'object' || !('rooms' in value)) return null;
  const parsed = roomListSchema.safeParse(value.rooms);
  return parsed.success ? parsed.data : null;
}

/** docs/spec.md §7: the rooms are read from `rooms`, or `data.rooms`, else the list is empty. */
export function roomsFromResponse(body: unknown): Room[] {
  const direct = roomsIn(body);
  if (direct) return direct;
  const data = body && typeof body === 'object' && 'data' in body ? body.data : undefined;
  return roomsIn(data) ?? [];
}

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

export function incrementUnread(rooms: readonly Room[], roomId: string): Room[] {
  return rooms.map((room) =>
    room.id === roomId ? { ...room, unreadCount: room.unreadCount + 1 } : room,
  );
}

/** A new message becomes its room's preview and moves the room up. */
export function applyRoomActivity(rooms: readonly Room[], message: Message): Room[] {
  return rooms.map((room) =>
    room.id === message.roomId
      ? {
          ...room,
          lastMessage: { content: message.content, timestamp: message.timestamp },
          updatedAt: message.timestamp,
        }
      : room,
  );
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

/** Case-insensitive match on the member's name or the last message. */
export function filterRooms(rooms: readonly Room[], search: string): Room[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...rooms];
  return rooms.filter(
    (room) =>
      room.member.fullName.toLowerCase().includes(term) ||
      (room.lastMessage?.content.toLowerCase().includes(term) ?? false),
  );
}
