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

const PREVIEW_LENGTH = 120;

/**
 * A member's chat message as a notification for every admin, in the sender's transaction: the
 * bell's list then holds what the live toast and the bell's dot announced.
 */
export async function notifyAdminsOfSupportMessage(
  db: Queryable,
  message: { roomId: string; senderId: string; content: string },
): Promise<void> {
  const preview =
    message.content.length > PREVIEW_LENGTH
      ? `${message.content.slice(0, PREVIEW_LENGTH)}…`
      : message.content;
  await db.query(
    `INSERT INTO notifications (id, user_id, title, body, read, data, created_at)
     SELECT gen_random_uuid()::text, admins.id, 'New support message',
            COALESCE(members.full_name, 'A member') || ': ' || $2, false,
            jsonb_build_object('screen', 'SupportChat', 'roomId', $1::text), now()
     FROM admins LEFT JOIN members ON members.id = $3`,
    [message.roomId, preview, message.senderId],
  );
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
