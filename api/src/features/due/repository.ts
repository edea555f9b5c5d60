import type { DueTargets, OverdueCounts } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { REVIEW_DUE_ORDER } from './review-due';

export const DUE_TARGETS_KEY = 'due_targets';

/** The owners' targets as stored in app_settings (undefined until an owner saved some). */
export async function readStoredDueTargets(db: Queryable): Promise<unknown> {
  const [row] = await db.query<{ value: unknown }>(
    'SELECT value FROM app_settings WHERE key = $1',
    [DUE_TARGETS_KEY],
  );
  return row?.value;
}

export async function writeDueTargets(tx: Queryable, targets: DueTargets): Promise<void> {
  await tx.query(
    `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [DUE_TARGETS_KEY, JSON.stringify(targets)],
  );
}

/** Of `roomIds`, the rooms where a staff member has written. */
export async function roomsWithStaffMessages(
  db: Queryable,
  roomIds: readonly string[],
): Promise<string[]> {
  // Only the listed rooms, each found by its first staff message (the room's index), not
  // every message of every room.
  const rows = await db.query<{ roomId: string }>(
    `SELECT r.id AS "roomId" FROM support_rooms r
     WHERE r.id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND EXISTS (
       SELECT 1 FROM support_messages m WHERE m.room_id = r.id AND m.sender_id <> r.member_id)`,
    [JSON.stringify(roomIds)],
  );
  return rows.map((row) => row.roomId);
}

/**
 * Conversations past their reply target now ($1 first-reply, $2 next-reply minutes): open (or
 * with a snooze that ran out) and waiting on us since the member's oldest message after the last
 * staff message, the SQL form of `withRoomDue`. The first-reply target holds while no staff member
 * has ever written in the room.
 */
const OVERDUE_CONVERSATIONS = `
  SELECT 'reply' AS kind, r.id AS item_id, waiting.since,
    'Overdue: ' || CASE WHEN staff.last_seq IS NULL THEN 'first' ELSE 'next' END
      || ' reply to ' || m.full_name AS title,
    m.full_name || ' has waited longer than the '
      || CASE WHEN staff.last_seq IS NULL THEN 'first' ELSE 'next' END || '-reply target' AS body,
    jsonb_build_object('screen', 'SupportChat', 'roomId', r.id) AS data
  FROM support_rooms r
  JOIN members m ON m.id = r.member_id
  CROSS JOIN LATERAL (SELECT max(s.seq) AS last_seq FROM support_messages s
    WHERE s.room_id = r.id AND s.sender_id <> r.member_id) staff
  JOIN LATERAL (SELECT min(w.sent_at) AS since FROM support_messages w
    WHERE w.room_id = r.id AND w.sender_id = r.member_id AND w.seq > COALESCE(staff.last_seq, 0)
  ) waiting ON waiting.since IS NOT NULL
  WHERE (r.status = 'open' OR (r.status = 'snoozed' AND r.snoozed_until <= now()))
    AND waiting.since + CASE WHEN staff.last_seq IS NULL THEN $1::int ELSE $2::int END * interval '1 minute'
      < now()`;

/**
 * Requests pending or under review past the decision target now ($3 minutes), the time spent in
 * needs info not counting (`REVIEW_DUE_ORDER`); a request in needs info is paused, so never here.
 */
const OVERDUE_REQUESTS = `
  SELECT 'decision' AS kind, f.id AS item_id, f.created_at AS since,
    'Overdue: decision on request ' || f.id AS title,
    f.title || ' (' || f.id || ') has waited longer than the decision target' AS body,
    jsonb_build_object('screen', 'FundingRequest', 'fundingRequestId', f.id) AS data
  FROM funding_requests f
  WHERE f.status IN ('pending', 'under_review')
    AND ${REVIEW_DUE_ORDER} + $3::int * interval '1 minute' < now()`;

const targetParams = (targets: DueTargets) => [
  targets.supportFirstReplyMinutes,
  targets.supportNextReplyMinutes,
  targets.reviewDecisionMinutes,
];

/** How many conversations and requests are past `targets` now, in one query. */
export async function countOverdueItems(
  db: Queryable,
  targets: DueTargets,
): Promise<OverdueCounts> {
  const [row] = await db.query<OverdueCounts>(
    `SELECT (SELECT count(*) FROM (${OVERDUE_CONVERSATIONS}) c)::int AS conversations,
       (SELECT count(*) FROM (${OVERDUE_REQUESTS}) r)::int AS requests`,
    targetParams(targets),
  );
  return row ?? { conversations: 0, requests: 0 };
}

/**
 * Records every item past `targets` now that was not recorded yet, and notifies the active staff
 * of `targets.overdueNotifyRoles` of those, in one statement: an item already on record is
 * skipped by ON CONFLICT. Returns how many notifications it wrote.
 */
export async function recordOverdueNotices(db: Queryable, targets: DueTargets): Promise<number> {
  const written = await db.query<{ id: string }>(
    `WITH overdue AS (${OVERDUE_CONVERSATIONS} UNION ALL ${OVERDUE_REQUESTS}),
     fresh AS (
       INSERT INTO overdue_notices (kind, item_id, since)
       SELECT kind, item_id, since FROM overdue
       ON CONFLICT DO NOTHING
       RETURNING kind, item_id, since
     )
     INSERT INTO notifications (id, user_id, title, body, read, data, created_at)
     SELECT gen_random_uuid()::text, a.id, o.title, o.body, false, o.data, now()
     FROM fresh JOIN overdue o USING (kind, item_id, since)
     JOIN admins a ON a.disabled_at IS NULL
       AND a.role IN (SELECT jsonb_array_elements_text($4::jsonb))
     RETURNING id`,
    [...targetParams(targets), JSON.stringify(targets.overdueNotifyRoles ?? [])],
  );
  return written.length;
}
