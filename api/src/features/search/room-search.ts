import type { Room, RoomListResponse, RoomMatch } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import { listRoomMatches, prefixTsQuery } from './repository';

/**
 * The rooms the support inbox's search finds: by any message (the newest matching one is named)
 * or by the member's name. Nothing typed becomes SQL: the words are a bound parameter, and a
 * query without any word finds nothing.
 */
export async function roomMatches(db: Queryable, q: string): Promise<Map<string, RoomMatch>> {
  const words = prefixTsQuery(q);
  if (!words) return new Map();
  const rows = await listRoomMatches(db, words);
  return new Map(
    rows.map((row) => [
      row.roomId,
      {
        roomId: row.roomId,
        message:
          row.messageId !== null && row.content !== null && row.sentAt !== null
            ? { id: row.messageId, content: row.content, timestamp: toIso(row.sentAt) }
            : null,
      },
    ]),
  );
}

/** The list's rooms that were found, in the list's order, each with why. */
export function foundRooms(
  rooms: readonly Room[],
  matches: Map<string, RoomMatch>,
): RoomListResponse {
  const found = rooms.filter((room) => matches.has(room.id));
  return {
    rooms: found,
    matches: found.flatMap((room) => matches.get(room.id) ?? []),
  };
}
