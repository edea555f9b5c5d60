import {
  searchWords,
  SEARCH_RESULTS_PER_KIND,
  type SearchKind,
  type SearchResult,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { containsPattern, SqlParams } from '../../db/sql';

/**
 * The words of a search as prefix terms for `to_tsquery('simple', …)`: letters and digits only,
 * so nothing typed reaches the tsquery syntax (the whole string is a bound parameter anyway).
 * Null when no word is left; then only the ILIKE matches on ids, e-mails and codes apply.
 */
export function prefixTsQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

interface Terms {
  /** The tsquery text, or null. */
  words: string | null;
  /** ILIKE's "contains" pattern of the query as typed. */
  contains: string;
  typed: string;
}

/**
 * Each kind's statement, its parameters added as it needs them (PostgreSQL refuses a parameter a
 * statement does not use, as it cannot tell its type).
 */
const SQL: Record<SearchKind, (p: SqlParams, t: Terms) => string> = {
  member: (p, t) => `
    SELECT 'member' AS kind, id, full_name AS name, email FROM members
    WHERE to_tsvector('simple', full_name) @@ to_tsquery('simple', ${p.add(t.words)})
      OR email ILIKE ${p.add(t.contains)} OR id ILIKE ${p.add(t.contains)}
    ORDER BY lower(id) = lower(${p.add(t.typed)}) DESC, full_name, id`,
  fundingRequest: (p, t) => `
    SELECT 'fundingRequest' AS kind, f.id, f.title, m.full_name AS "requesterName", f.status
    FROM funding_requests f JOIN members m ON m.id = f.requester_id
    WHERE to_tsvector('simple', f.title) @@ to_tsquery('simple', ${p.add(t.words)})
      OR to_tsvector('simple', m.full_name) @@ to_tsquery('simple', ${p.add(t.words)})
      OR f.id ILIKE ${p.add(t.contains)}
    ORDER BY lower(f.id) = lower(${p.add(t.typed)}) DESC, f.created_at DESC, f.id`,
  // A room matches by its member's name or by any message; the newest matching message is shown.
  conversation: (p, t) => `
    SELECT 'conversation' AS kind, r.id, m.full_name AS "memberName", hit.content AS excerpt
    FROM support_rooms r
    JOIN members m ON m.id = r.member_id
    LEFT JOIN LATERAL (
      SELECT left(content, 160) AS content FROM support_messages
      WHERE room_id = r.id
        AND to_tsvector('simple', content) @@ to_tsquery('simple', ${p.add(t.words)})
      ORDER BY seq DESC LIMIT 1
    ) hit ON true
    WHERE hit.content IS NOT NULL
      OR to_tsvector('simple', m.full_name) @@ to_tsquery('simple', ${p.add(t.words)})
    ORDER BY r.updated_at DESC, r.id`,
  coupon: (p, t) => `
    SELECT 'coupon' AS kind, id, code, description FROM coupons
    WHERE code ILIKE ${p.add(t.contains)}
    ORDER BY upper(code) = upper(${p.add(t.typed)}) DESC, code`,
  staff: (p, t) => `
    SELECT 'staff' AS kind, id, name, email FROM admins
    WHERE to_tsvector('simple', name) @@ to_tsquery('simple', ${p.add(t.words)})
      OR email ILIKE ${p.add(t.contains)}
    ORDER BY name, id`,
};

/**
 * Up to `SEARCH_RESULTS_PER_KIND` results of each kind asked for, kinds in the order given. Every
 * part of the query string is a bound parameter: it never becomes SQL.
 */
export async function searchEverything(
  db: Queryable,
  q: string,
  kinds: readonly SearchKind[],
): Promise<SearchResult[]> {
  const terms: Terms = { words: prefixTsQuery(q), contains: containsPattern(q), typed: q };
  const perKind = await Promise.all(
    kinds.map((kind) => {
      const params = new SqlParams();
      const sql = `${SQL[kind](params, terms)} LIMIT ${SEARCH_RESULTS_PER_KIND}`;
      return db.query<SearchResult>(sql, params.values);
    }),
  );
  return perKind.flat();
}

export interface RoomMatchRow {
  roomId: string;
  messageId: string | null;
  content: string | null;
  sentAt: Date | null;
}

/**
 * Rooms with a message or a member's name matching the prefix query `words`, each with its newest
 * matching message (none when only the name matched). The message side is one pass over the
 * full-text index of migration 047 (its expression exactly), not a scan per room.
 */
export function listRoomMatches(db: Queryable, words: string): Promise<RoomMatchRow[]> {
  return db.query<RoomMatchRow>(
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
}
