import { roomsResponseSchema, type Room } from '@backoffice/shared';

// Apart from rooms.ts: the nav badge's chunk needs only this, not the room list's helpers.

const roomListSchema = roomsResponseSchema.shape.rooms;

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
