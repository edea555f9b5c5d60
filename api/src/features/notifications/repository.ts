import { randomUUID } from 'node:crypto';
import type { Notification, notificationList, SortField } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import type { HandlerInput } from '../../http/handlers';
import { containsPattern, orderByClause, SqlParams, selectPage, whereClause } from '../../db/sql';
import { notificationsOf } from './support-notifications';

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
