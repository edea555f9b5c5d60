import { randomUUID } from 'node:crypto';
import type { Notification } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';

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
