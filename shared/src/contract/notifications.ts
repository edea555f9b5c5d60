import './zod-config';
import { z } from 'zod';
import { isoDateTime, queryBoolean } from './common';
import { defineList } from './lists';

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: isoDateTime,
  data: z.object({ screen: z.string() }).catchall(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The notification centre's sortable and filterable fields (see `defineList`). */
export const notificationList = defineList({
  sortFields: ['createdAt'],
  filters: { unread: queryBoolean.optional() },
});

export const notificationListQuerySchema = notificationList.query;

export const markReadSchema = z.union([
  z.object({ ids: z.array(z.string()).min(1, 'ids must not be empty') }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.infer<typeof markReadSchema>;
export const markReadResponseSchema = z.object({ updated: z.number().int().nonnegative() });

export const deviceTokenSchema = z.object({
  deviceId: z.string().min(1, 'deviceId is required').max(100),
  token: z.string().min(1, 'token is required').max(4096),
});
export type DeviceToken = z.infer<typeof deviceTokenSchema>;
export const deviceTokenResponseSchema = z.object({ deviceId: z.string() });

/** A push message (docs/spec.md §3): notification {title, body} and data {screen}. */
export const pushMessageSchema = z.object({
  messageId: z.string().optional(),
  notification: z.object({ title: z.string(), body: z.string() }).partial().optional(),
  data: z.object({ screen: z.string().optional() }).catchall(z.string()).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
