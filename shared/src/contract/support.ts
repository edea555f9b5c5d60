import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';
import { dueFields } from './due';
import { roomInboxChangedSchema, roomInboxSchema, type RoomInboxChanged } from './inbox';
import {
  recordPresenceSchema,
  roomPresenceSchema,
  type RecordPresence,
  type RecordRef,
  type RecordViewing,
  type RoomPresence,
} from './presence';

export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const HISTORY_DEFAULT_TAKE = 50;
export const HISTORY_MAX_TAKE = 200;

/**
 * A sender's own id for a message: (room, sender, clientMessageId) is unique, so a
 * resend with the same id stores nothing new and `messageSent` answers with the stored message.
 */
export const clientMessageIdSchema = z.string().min(1).max(64);

export const roomSchema = z.object({
  id: z.string(),
  unreadCount: z.number().int().nonnegative(),
  member: z.object({ id: z.string(), fullName: z.string(), avatarUrl: z.string().nullable() }),
  lastMessage: z.object({ content: z.string(), timestamp: isoDateTime }).nullable(),
  updatedAt: isoDateTime,
  /** Owner, status and awaiting-reply (staff only: members never list rooms). */
  inbox: roomInboxSchema,
  /** The reply target (due.ts) of a room waiting on us, in the room list. */
  ...dueFields,
});
export type Room = z.infer<typeof roomSchema>;

export const messageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  content: z.string(),
  senderId: z.string(),
  timestamp: isoDateTime,
  is_read: z.boolean(),
  /** Echoed from `sendMessage` when the sender gave one. */
  clientMessageId: clientMessageIdSchema.optional(),
  /** A staff message's author ("Sasha Support"), so colleagues see who replied; none on a member's. */
  senderName: z.string().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const roomsResponseSchema = z.object({ rooms: z.array(roomSchema) });

export const startChatSchema = z.object({ memberId: z.string().min(1, 'memberId is required') });

export const historyQuerySchema = z
  .object({
    roomId: z.string().min(1, 'roomId is required'),
    take: z.coerce.number().int().min(1).max(HISTORY_MAX_TAKE).default(HISTORY_DEFAULT_TAKE),
    before: z.string().min(1).optional(),
    after: z.string().min(1).optional(),
  })
  .refine((q) => !(q.before && q.after), {
    message: 'Give before or after, not both',
    path: ['after'],
  });

// Socket events of docs/spec.md §7 on the /support namespace.
/** The payload of `joinRoom` and `leaveRoom`. */
export const roomPayloadSchema = z.object({ roomId: z.string().min(1) });
export const sendMessageSchema = z.object({
  roomId: z.string().min(1),
  receiverId: z.string().min(1),
  content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  timestamp: isoDateTime,
  clientMessageId: clientMessageIdSchema.optional(),
});
export type SendMessagePayload = z.infer<typeof sendMessageSchema>;
export const markAsReadSchema = z.object({
  roomId: z.string().min(1),
  messageIds: z.array(z.string()).min(1),
});
export type MarkAsReadPayload = z.infer<typeof markAsReadSchema>;
export const messagesReadSchema = z.object({
  roomId: z.string().optional(),
  messageIds: z.array(z.string()),
});
export type MessagesReadPayload = z.infer<typeof messagesReadSchema>;
export const connectionErrorSchema = z.object({ message: z.string() });
export type ConnectionErrorPayload = z.infer<typeof connectionErrorSchema>;

/**
 * `connectionError` texts for a session the api ends: it emits the event with one of these and
 * then disconnects the socket from the server side.
 */
export const SESSION_CLOSED_MESSAGES = {
  suspended: 'Your account has been suspended',
  deactivated: 'Your account has been deactivated',
  revoked: 'Your session has ended - please sign in again',
  expired: 'Session expired',
} as const;
export type SessionClosedReason = keyof typeof SESSION_CLOSED_MESSAGES;

/**
 * `connectionError` text when a socket has more pending events than the api will queue; the
 * event that overflowed is dropped (the socket stays connected).
 */
export const SOCKET_QUEUE_FULL_MESSAGE = 'Too many pending messages - slow down';

export const SUPPORT_NAMESPACE = '/support';

export const areaReleasedSchema = z.object({ remote: z.string() });
export type AreaReleased = z.infer<typeof areaReleasedSchema>;

export interface ServerToClientEvents {
  messageSentToGlobalEvent: (message: Message) => void;
  receiveMessage: (message: Message) => void;
  newMessage: (message: Message) => void;
  messageSent: (message: Message) => void;
  messagesRead: (payload: MessagesReadPayload) => void;
  connectionError: (payload: ConnectionErrorPayload) => void;
  /** Additive: a room's owner or status changed (global channel, admins only). */
  roomInboxChanged: (payload: RoomInboxChanged) => void;
  /** Additive: who else has the room open or is typing (staff of that room only). */
  roomPresence: (payload: RoomPresence) => void;
  /** Additive: who has a funding request or member open (staff watching that kind only). */
  recordPresence: (payload: RecordPresence) => void;
  /** Additive: an area's release or canary changed (docs/remotes.md); open tabs re-read it. */
  areaReleased: (payload: AreaReleased) => void;
}

export interface ClientToServerEvents {
  joinGlobalEvent: (payload?: Record<string, never>) => void;
  joinRoom: (payload: z.infer<typeof roomPayloadSchema>) => void;
  leaveRoom: (payload: z.infer<typeof roomPayloadSchema>) => void;
  sendMessage: (payload: SendMessagePayload) => void;
  markAsRead: (payload: MarkAsReadPayload) => void;
  /** Additive (staff only): this socket has the room open; see `./presence`. */
  roomViewing: (payload: z.infer<typeof roomPayloadSchema>) => void;
  /** Additive (staff who may chat): this socket is typing in the room. */
  roomTyping: (payload: z.infer<typeof roomPayloadSchema>) => void;
  /** Additive (staff only): this socket has the record open, reviewing it or not. */
  recordViewing: (payload: RecordViewing) => void;
  /** Additive (staff only): this socket closed the record. */
  recordLeave: (payload: RecordRef) => void;
  /** Additive (staff only): this socket shows a list of that kind and hears its presence. */
  recordWatch: (payload: { kind: RecordRef['kind'] }) => void;
}

/** Payload schemas for the server-to-client events, for parsing at the client boundary. */
export const serverEventSchemas = {
  messageSentToGlobalEvent: messageSchema,
  receiveMessage: messageSchema,
  newMessage: messageSchema,
  messageSent: messageSchema,
  messagesRead: messagesReadSchema,
  connectionError: connectionErrorSchema,
  roomInboxChanged: roomInboxChangedSchema,
  roomPresence: roomPresenceSchema,
  recordPresence: recordPresenceSchema,
  areaReleased: areaReleasedSchema,
} as const;
