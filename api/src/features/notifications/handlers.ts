import type { notificationList } from '@backoffice/shared/contract';
import { type Notification, type SortField } from '@backoffice/shared/contract';
import { toIso } from '../../db/database';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { markNotificationsRead, notificationsOf } from './support-notifications';
import { containsPattern, orderByClause, SqlParams, selectPage, whereClause } from '../../http/sql';

const SORT_COLUMNS = { createdAt: 'created_at' } as const satisfies Record<
  SortField<typeof notificationList>,
  string
>;

type NotificationHandlers = Pick<
  EndpointHandlers,
  'notifications' | 'markNotificationsRead' | 'registerDeviceToken' | 'unregisterDeviceToken'
>;

interface NotificationRow {
  id: string;
  title: string;
  body: string;
  read: boolean;
  data: Notification['data'];
  createdAt: Date;
}

export function notificationHandlers({ db }: ApiContext): NotificationHandlers {
  return {
    async notifications({ query, user }) {
      const params = new SqlParams();
      const source = notificationsOf(params.add(user.id));
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
    },

    async markNotificationsRead({ body, user }) {
      return {
        updated: await markNotificationsRead(db, user.id, 'all' in body ? 'all' : body.ids),
      };
    },

    async registerDeviceToken({ body, user }) {
      // A device belongs to whoever signed in on it last.
      await db.query(
        `INSERT INTO device_tokens (device_id, user_id, token, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (device_id) DO UPDATE SET user_id = EXCLUDED.user_id, token = EXCLUDED.token,
           updated_at = EXCLUDED.updated_at`,
        [body.deviceId, user.id, body.token],
      );
      return { deviceId: body.deviceId };
    },

    async unregisterDeviceToken({ params, user }) {
      // Idempotent: logging out twice, or after the token was replaced, is not an error.
      const deviceId = params.deviceId ?? '';
      await db.query('DELETE FROM device_tokens WHERE device_id = $1 AND user_id = $2', [
        deviceId,
        user.id,
      ]);
      return { deviceId };
    },
  };
}
