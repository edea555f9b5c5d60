import type { Room, RoomListResponse, RoomMatch } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import { prefixTsQuery } from './repository';

interface MatchRow {
  roomId: string;
  messageId: string | null;
  content: string | null;
  sentAt: Date | null;
}

/**
 * The rooms the support inbox's search finds: by any message (the newest matching one is named)
 * or by the member's name. The message side is one pass over the full-text index of migration 047
 * (its expression exactly), not a scan per room. Nothing typed becomes SQL: the words are a bound
 * parameter, and a query without any word finds nothing.
 */
export async function roomMatches(db: Queryable, q: string): Promise<Map<string, RoomMatch>> {
  const words = prefixTsQuery(q);
  if (!words) return new Map();
  const rows = await db.query<MatchRow>(
    `WITH hits AS (
       SELECT DISTINCT ON (room_id) room_id, id, content, sent_at FROM support_messages
       WHERE to_tsvector('simple', content) @@ to_tsquery('simple', $1)
       ORDER BY room_id, seq DESC
     )
     SELECT r.id AS "roomId", h.id AS "messageId", h.content, h.sent_at AS "sentAt"
     FROM support_rooms r
     JOIN members m ON m.id = r.member_id
     LEFT JOIN hits h ON h.room_id = r.id
     WHERE h.id IS NOT NULL OR to_tsvector('simple', m.full_name) @@ to_tsquery('simple', $1)`,
    [words],
  );
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
