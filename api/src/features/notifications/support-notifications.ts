import type { Queryable } from '../../db/database';
import { CHAT_ROLES_SQL } from './review-notifications';

/**
 * Support-message notifications: one `support_notifications` row per member message,
 * written in the message's own statement, and per staff account only what it has read. A staff
 * account whose role may chat (not finance or reviewers) sees those created since the
 * account exists, as if each had been written for it.
 */

export const SUPPORT_NOTIFICATION_TITLE = 'New support message';

const PREVIEW_LENGTH = 120;

export function supportNotificationPreview(content: string): string {
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}…` : content;
}

/** The support notifications `user` (a placeholder such as `$1`) sees, with its read state. */
function visibleSupportNotifications(user: string): string {
  return `SELECT s.id, s.seq, s.title, s.body, s.data, s.created_at,
      (r.notification_id IS NOT NULL OR s.seq <= COALESCE(m.read_through, 0)) AS read
    FROM support_notifications s
    JOIN admins a ON a.id = ${user} AND s.created_at >= a.created_at AND a.role IN (${CHAT_ROLES_SQL})
    LEFT JOIN support_notification_read_marks m ON m.staff_id = ${user}
    LEFT JOIN support_notification_reads r ON r.staff_id = ${user} AND r.notification_id = s.id`;
}

/**
 * Every notification `user` sees, as one relation named `notifications` with the columns of the
 * `notifications` table: their own rows and, for staff, the support notifications.
 */
export function notificationsOf(user: string): string {
  return `(SELECT id, title, body, read, data, created_at FROM notifications WHERE user_id = ${user}
    UNION ALL
    SELECT id, title, body, read, data, created_at FROM (${visibleSupportNotifications(user)}) s
  ) AS notifications`;
}

/** Marks read the listed notifications of `userId` that were unread; returns how many. */
export async function markNotificationsRead(
  db: Queryable,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<number> {
  const chosen = '(NOT $3::boolean OR id IN (SELECT jsonb_array_elements_text($2::jsonb)))';
  const [row] = await db.query<{ updated: number }>(
    `WITH own AS (
       UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read AND ${chosen}
       RETURNING id
     ), unread AS (
       SELECT id, seq FROM (${visibleSupportNotifications('$1')}) s WHERE NOT read AND ${chosen}
     ), one_by_one AS (
       INSERT INTO support_notification_reads (staff_id, notification_id)
       SELECT $1, id FROM unread WHERE $3::boolean ON CONFLICT DO NOTHING
     ), up_to AS (
       INSERT INTO support_notification_read_marks (staff_id, read_through)
       SELECT $1, max(seq) FROM unread WHERE NOT $3::boolean HAVING count(*) > 0
       ON CONFLICT (staff_id) DO UPDATE
         SET read_through = greatest(support_notification_read_marks.read_through, EXCLUDED.read_through)
     )
     SELECT ((SELECT count(*) FROM own) + (SELECT count(*) FROM unread))::int AS updated`,
    [userId, ids === 'all' ? '[]' : JSON.stringify(ids), ids !== 'all'],
  );
  return row?.updated ?? 0;
}
