import { randomUUID } from 'node:crypto';
import {
  permissions,
  type Notification,
  type notificationList,
  type SortField,
} from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import type { HandlerInput } from '../../http/handlers';
import { containsPattern, orderByClause, SqlParams, selectPage, whereClause } from '../../db/sql';

/** Staff roles as an SQL list; roles are the contract's fixed names, never caller input. */
const rolesSql = (roles: readonly string[]) => roles.map((role) => `'${role}'`).join(', ');

/** Who may approve a funding request (the contract's `decideFunding`). */
const APPROVER_ROLES_SQL = rolesSql(permissions.decideFunding);
/** Who may chat with members and so hears of their messages (the contract's `chat`). */
const CHAT_ROLES_SQL = rolesSql(permissions.chat);

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
function notificationsOf(user: string): string {
  return `(SELECT id, title, body, read, data, created_at FROM notifications WHERE user_id = ${user}
    UNION ALL
    SELECT id, title, body, read, data, created_at FROM (${visibleSupportNotifications(user)}) s
  ) AS notifications`;
}

const SORT_COLUMNS = { createdAt: 'created_at' } as const satisfies Record<
  SortField<typeof notificationList>,
  string
>;

interface NotificationRow {
  id: string;
  title: string;
  body: string;
  read: boolean;
  data: Notification['data'];
  createdAt: Date;
}

/** What `listNotifications` reads: a person's own and the support team's, with their read marks. */
export const NOTIFICATION_LIST_TABLES = [
  'notifications',
  'support_notifications',
  'admins',
  'support_notification_read_marks',
  'support_notification_reads',
];

export async function listNotifications(
  db: Queryable,
  userId: string,
  query: HandlerInput<'notifications'>['query'],
) {
  const params = new SqlParams();
  const source = notificationsOf(params.add(userId));
  const conditions: string[] = [];
  if (query.unread !== undefined) conditions.push(`read = ${params.add(!query.unread)}`);
  if (query.search) {
    const pattern = params.add(containsPattern(query.search));
    conditions.push(`(title ILIKE ${pattern} OR body ILIKE ${pattern})`);
  }
  const where = whereClause(conditions);
  // Unread first, then newest, unless the caller asks for an explicit order.
  const orderBy = orderByClause(query.sort, SORT_COLUMNS, 'read ASC, created_at DESC', 'id');
  return selectPage(
    db,
    {
      select: `SELECT id, title, body, read, data, created_at AS "createdAt" FROM ${source}`,
      from: source,
      where,
      orderBy,
    },
    params,
    query,
    (row: NotificationRow) => ({ ...row, createdAt: toIso(row.createdAt) }),
  );
}

export async function createNotification(
  db: Queryable,
  userId: string,
  notification: { title: string; body: string; data: Notification['data'] },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO notifications (id, user_id, title, body, read, data, created_at)
     VALUES ($1, $2, $3, $4, false, $5::jsonb, now())`,
    [id, userId, notification.title, notification.body, JSON.stringify(notification.data)],
  );
  return id;
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

/** A notification to staff: what it says and where the person can act (`data.screen`). */
export interface StaffNotice {
  title: string;
  body: string;
  data: Record<string, string> & { screen: string };
}

/** Whom a staff notice goes to; only the active accounts among them get it. */
export type StaffRecipients =
  | { staffId: string }
  | { staffIds: readonly string[] }
  | {
      /** Every account that may approve (`decideFunding`), but this one. */
      approversExcept: string;
    }
  | {
      /** The reviewer who last asked the requester of this funding request for information. */
      lastToAskForInfoOn: string;
    };

/** The recipients as an SQL query of ids, with its parameters. */
function recipientsSql(recipients: StaffRecipients): { sql: string; params: unknown[] } {
  if ('staffId' in recipients) return { sql: '$1', params: [recipients.staffId] };
  if ('staffIds' in recipients) {
    return { sql: 'SELECT unnest($1::text[])', params: [recipients.staffIds] };
  }
  if ('approversExcept' in recipients) {
    return {
      sql: `SELECT id FROM admins WHERE role IN (${APPROVER_ROLES_SQL}) AND id <> $1`,
      params: [recipients.approversExcept],
    };
  }
  return {
    sql: `SELECT actor_id FROM audit_entries
        WHERE entity_type = 'funding_request' AND entity_id = $1 AND kind = 'funding.status'
          AND after->>'status' = 'needs_info'
        ORDER BY seq DESC LIMIT 1`,
    params: [recipients.lastToAskForInfoOn],
  };
}

/** One notification row for each active staff account among `recipients`. */
export async function insertStaffNotices(
  tx: Queryable,
  recipients: StaffRecipients,
  notice: StaffNotice,
): Promise<void> {
  const { sql, params } = recipientsSql(recipients);
  const first = params.length + 1;
  await tx.query(
    `INSERT INTO notifications (id, user_id, title, body, read, data, created_at)
     SELECT gen_random_uuid()::text, a.id, $${first}, $${first + 1}, false, $${first + 2}::jsonb, now()
     FROM admins a WHERE a.disabled_at IS NULL AND a.id IN (${sql})`,
    [...params, notice.title, notice.body, JSON.stringify(notice.data)],
  );
}

/** A settings notice (it opens Settings) for every active staff account of `roles`. */
export async function insertSettingsNotices(
  db: Queryable,
  roles: readonly string[],
  notice: { title: string; body: string },
): Promise<void> {
  await db.query(
    `INSERT INTO notifications (id, user_id, title, body, read, data, created_at)
     SELECT gen_random_uuid()::text, id, $1, $2, false, '{"screen":"Settings"}'::jsonb, now()
     FROM admins WHERE disabled_at IS NULL AND role = ANY($3::text[])`,
    [notice.title, notice.body, roles],
  );
}

/** Active staff accounts but one, with their names, by name (who a note may mention). */
export function listActiveStaffExcept(
  tx: Queryable,
  staffId: string,
): Promise<{ id: string; name: string }[]> {
  return tx.query<{ id: string; name: string }>(
    'SELECT id, name FROM admins WHERE disabled_at IS NULL AND id <> $1 ORDER BY lower(name), id',
    [staffId],
  );
}

/** Notes that `adminIds` were mentioned on the request; answers those mentioned there first now. */
export async function recordNoteMentions(
  tx: Queryable,
  fundingRequestId: string,
  adminIds: readonly string[],
): Promise<string[]> {
  const first = await tx.query<{ id: string }>(
    `INSERT INTO funding_note_mentions (funding_request_id, admin_id)
     SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING admin_id AS id`,
    [fundingRequestId, adminIds],
  );
  return first.map((row) => row.id);
}

export interface StoredDeviceToken {
  deviceId: string;
  userId: string;
  token: string;
  updatedAt: string;
}

export async function listDeviceTokens(
  db: Queryable,
  userId?: string,
): Promise<StoredDeviceToken[]> {
  const rows = await db.query<{ deviceId: string; userId: string; token: string; updatedAt: Date }>(
    `SELECT device_id AS "deviceId", user_id AS "userId", token, updated_at AS "updatedAt"
     FROM device_tokens WHERE $1::text IS NULL OR user_id = $1 ORDER BY updated_at, device_id`,
    [userId ?? null],
  );
  return rows.map((row) => ({ ...row, updatedAt: toIso(row.updatedAt) }));
}

export async function saveDeviceToken(
  db: Queryable,
  device: { deviceId: string; userId: string; token: string },
): Promise<void> {
  await db.query(
    `INSERT INTO device_tokens (device_id, user_id, token, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (device_id) DO UPDATE SET user_id = EXCLUDED.user_id, token = EXCLUDED.token,
       updated_at = EXCLUDED.updated_at`,
    [device.deviceId, device.userId, device.token],
  );
}

export async function deleteDeviceToken(
  db: Queryable,
  deviceId: string,
  userId: string,
): Promise<void> {
  await db.query('DELETE FROM device_tokens WHERE device_id = $1 AND user_id = $2', [
    deviceId,
    userId,
  ]);
}
