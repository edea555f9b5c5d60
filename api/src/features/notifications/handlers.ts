import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import {
  deleteDeviceToken,
  listNotifications,
  NOTIFICATION_LIST_TABLES,
  markNotificationsRead,
  saveDeviceToken,
} from './repository';

type NotificationHandlers = Pick<
  EndpointHandlers,
  'notifications' | 'markNotificationsRead' | 'registerDeviceToken' | 'unregisterDeviceToken'
>;

export function notificationHandlers({ db, reads }: ApiContext): NotificationHandlers {
  return {
    async notifications({ query, user }) {
      return reads.read(
        `notifications ${user.id} ${JSON.stringify(query)}`,
        NOTIFICATION_LIST_TABLES,
        (reader) => listNotifications(reader, user.id, query),
      );
    },

    async markNotificationsRead({ body, user }) {
      return {
        updated: await markNotificationsRead(db, user.id, 'all' in body ? 'all' : body.ids),
      };
    },

    async registerDeviceToken({ body, user }) {
      // A device belongs to whoever signed in on it last.
      await saveDeviceToken(db, { deviceId: body.deviceId, userId: user.id, token: body.token });
      return { deviceId: body.deviceId };
    },

    async unregisterDeviceToken({ params, user }) {
      // Idempotent: logging out twice, or after the token was replaced, is not an error.
      const deviceId = params.deviceId ?? '';
      await deleteDeviceToken(db, deviceId, user.id);
      return { deviceId };
    },
  };
}
