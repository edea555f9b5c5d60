import { randomUUID } from 'node:crypto';
import {
  withSnoozeExpired,
  type Message,
  type Role,
  type Room,
  type RoomStatus,
} from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';
import {
  SUPPORT_NOTIFICATION_TITLE,
  supportNotificationPreview,
} from '../notifications/support-notifications';

interface RoomRow {
  id: string;
  memberId: string;
  memberName: string;
  memberAvatarUrl: string | null;
  updatedAt: Date;
  unreadCount: number;
  lastContent: string | null;
  lastAt: Date | null;
  assigneeId: string | null;
  assigneeName: string | null;
  status: RoomStatus;
  snoozedUntil: Date | null;
  awaitingSince: Date | null;
  version: number;
}

/**
 * Unread, from the staff side: the member's messages nobody on staff has read yet. Awaiting
 *: the member's oldest message after the last staff message, the SQL form of
 * `awaitingSinceOf` in the contract (the api's tests check the two agree).
 */
const ROOM_SELECT = `
  SELECT r.id, m.id AS "memberId", m.full_name AS "memberName", m.avatar_url AS "memberAvatarUrl",
    r.updated_at AS "updatedAt",
    (SELECT count(*)::int FROM support_messages u
      WHERE u.room_id = r.id AND u.sender_id = r.member_id AND NOT u.is_read) AS "unreadCount",
    last.content AS "lastContent", last.sent_at AS "lastAt",
    r.assignee_id AS "assigneeId", a.name AS "assigneeName", r.status,
    r.snoozed_until AS "snoozedUntil", r.version,
    (SELECT min(w.sent_at) FROM support_messages w
      WHERE w.room_id = r.id AND w.sender_id = r.member_id
        AND w.seq > COALESCE((SELECT max(s.seq) FROM support_messages s
          WHERE s.room_id = r.id AND s.sender_id <> r.member_id), 0)) AS "awaitingSince"
  FROM support_rooms r
  JOIN members m ON m.id = r.member_id
  LEFT JOIN admins a ON a.id = r.assignee_id
  LEFT JOIN LATERAL (
    SELECT content, sent_at FROM support_messages l WHERE l.room_id = r.id ORDER BY l.seq DESC LIMIT 1
  ) last ON true`;

function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    unreadCount: row.unreadCount,
    member: { id: row.memberId, fullName: row.memberName, avatarUrl: row.memberAvatarUrl },
    lastMessage:
      row.lastContent !== null && row.lastAt !== null
        ? { content: row.lastContent, timestamp: toIso(row.lastAt) }
        : null,
    updatedAt: toIso(row.updatedAt),
    inbox: withSnoozeExpired(
      {
        assignee:
          row.assigneeId !== null ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
        status: row.status,
        snoozedUntil: toIsoOrNull(row.snoozedUntil),
        awaitingSince: toIsoOrNull(row.awaitingSince),
        version: row.version,
      },
      Date.now(),
    ),
  };
}

export async function listRooms(db: Queryable): Promise<Room[]> {
  const rows = await db.query<RoomRow>(`${ROOM_SELECT} ORDER BY r.updated_at DESC, r.id`);
  return rows.map(toRoom);
}

export async function findRoom(db: Queryable, roomId: string): Promise<Room | undefined> {
  const [row] = await db.query<RoomRow>(`${ROOM_SELECT} WHERE r.id = $1`, [roomId]);
  return row && toRoom(row);
}

export async function findRoomOfMember(db: Queryable, memberId: string): Promise<Room | undefined> {
  const [row] = await db.query<RoomRow>(`${ROOM_SELECT} WHERE r.member_id = $1`, [memberId]);
  return row && toRoom(row);
}

/** Returns the member's room, creating it on first contact; concurrent calls share one room. */
export async function ensureRoomForMember(db: Queryable, memberId: string): Promise<Room> {
  await db.query(
    `INSERT INTO support_rooms (id, member_id, created_at, updated_at)
     VALUES ($1, $2, now(), now()) ON CONFLICT (member_id) DO NOTHING`,
    [`room-${randomUUID()}`, memberId],
  );
  const room = await findRoomOfMember(db, memberId);
  if (!room) throw new Error(`Room of member ${memberId} missing after insert`);
  return room;
}

export async function roomMemberId(db: Queryable, roomId: string): Promise<string | undefined> {
  const [row] = await db.query<{ memberId: string }>(
    'SELECT member_id AS "memberId" FROM support_rooms WHERE id = $1',
    [roomId],
  );
  return row?.memberId;
}

interface MessageRow {
  id: string;
  roomId: string;
  senderId: string;
  content: string;
  sentAt: Date;
  isRead: boolean;
  clientMessageId: string | null;
  senderName: string | null;
}

/**
 * A staff sender's name comes from the admins table (a member's message has none). The columns
 * name `support_messages`: the table, or the stored batch's rows under that alias.
 */
const MESSAGE_COLUMNS = `id, room_id AS "roomId", sender_id AS "senderId", content,
  sent_at AS "sentAt", is_read AS "isRead", client_message_id AS "clientMessageId",
  (SELECT admins.name FROM admins WHERE admins.id = support_messages.sender_id) AS "senderName"`;

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    roomId: row.roomId,
    content: row.content,
    senderId: row.senderId,
    timestamp: toIso(row.sentAt),
    is_read: row.isRead,
    ...(row.clientMessageId !== null && { clientMessageId: row.clientMessageId }),
    ...(row.senderName !== null && { senderName: row.senderName }),
  };
}

export async function messageSeq(
  db: Queryable,
  roomId: string,
  messageId: string,
): Promise<number | undefined> {
  const [row] = await db.query<{ seq: number }>(
    'SELECT seq::float8 AS seq FROM support_messages WHERE room_id = $1 AND id = $2',
    [roomId, messageId],
  );
  return row?.seq;
}

/**
 * Oldest first. Without a cursor: the latest `take`; `beforeSeq`: the `take` just older than it;
 * `afterSeq`: the `take` oldest that are newer than it (a client catching up pages forward).
 */
export async function listMessages(
  db: Queryable,
  roomId: string,
  page: { take: number; beforeSeq?: number; afterSeq?: number },
): Promise<Message[]> {
  if (page.afterSeq !== undefined) {
    const rows = await db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM support_messages WHERE room_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [roomId, page.afterSeq, page.take],
    );
    return rows.map(toMessage);
  }
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM support_messages
     WHERE room_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint) ORDER BY seq DESC LIMIT $3`,
    [roomId, page.beforeSeq ?? null, page.take],
  );
  return rows.reverse().map(toMessage);
}

export interface NewMessage {
  roomId: string;
  senderId: string;
  content: string;
  clientMessageId?: string;
  /** A member's message: it notifies staff and reopens a resolved or snoozed room. */
  fromMember: boolean;
  /** Write the sender's last activity too (a member's, at most once a minute). */
  touchActivity: boolean;
}

export interface StoredMessage {
  message: Message;
  /** False for a resend of a stored client message id: nothing was written. */
  created: boolean;
  /** This message reopened its room (the room was not open before it). */
  reopened: boolean;
}

/**
 * Stores messages, in the given order, and everything that comes with them in one statement
 *: their rooms' `updated_at`; for a member's message the support notification (one
 * row, whatever the number of staff, see ../notifications/support-notifications) and the
 * reopening of a resolved or snoozed room; the senders' last activity where asked. A client
 * message id already stored for the room and sender writes nothing and answers the stored
 * message with `created: false`, so a resend is confirmed without a duplicate.
 */
export async function storeMessages(
  db: Queryable,
  batch: readonly NewMessage[],
): Promise<StoredMessage[]> {
  const input = batch.map((message, ord) => ({
    ord,
    id: randomUUID(),
    room_id: message.roomId,
    sender_id: message.senderId,
    content: message.content,
    client_message_id: message.clientMessageId ?? null,
    from_member: message.fromMember,
    preview: supportNotificationPreview(message.content),
    touch: message.touchActivity,
  }));
  // The statement is the function store_support_messages (migrations/040_support_notifications.sql).
  const rows = await db.query<MessageRow & { reopened: boolean }>(
    `SELECT ${MESSAGE_COLUMNS}, reopened FROM store_support_messages($1::jsonb, $2) AS support_messages`,
    [JSON.stringify(input), SUPPORT_NOTIFICATION_TITLE],
  );
  const created = new Map(rows.map((row) => [row.id, row]));
  const reopenedRooms = new Set<string>();
  const results: StoredMessage[] = [];
  for (const [index, message] of batch.entries()) {
    const row = created.get(input[index]!.id);
    if (!row) {
      results.push({ message: await storedResend(db, message), created: false, reopened: false });
      continue;
    }
    const { reopened, ...stored } = row;
    // A room reopens once, with its first member message of the batch.
    const reopens = reopened && !reopenedRooms.has(row.roomId);
    if (reopens) reopenedRooms.add(row.roomId);
    results.push({ message: toMessage(stored), created: true, reopened: reopens });
  }
  return results;
}

async function storedResend(db: Queryable, message: NewMessage): Promise<Message> {
  const [stored] = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM support_messages
     WHERE room_id = $1 AND sender_id = $2 AND client_message_id = $3`,
    [message.roomId, message.senderId, message.clientMessageId ?? null],
  );
  if (!stored) throw new Error('A conflicting client message id has no stored message');
  return toMessage(stored);
}

/**
 * Whose messages a reader may mark read: staff only the member's (another admin's message is not
 * "read" because an admin opened the room), the member only those not their own.
 */
const marksMemberMessages = (readerRole: Role) => readerRole === 'admin';

/** Marks the listed messages read where the rule above allows; returns the ids that changed. */
export async function markMessagesRead(
  db: Queryable,
  room: { id: string; memberId: string },
  readerRole: Role,
  messageIds: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE support_messages SET is_read = true
     WHERE room_id = $1 AND (sender_id = $2) = $3 AND NOT is_read
       AND id IN (SELECT jsonb_array_elements_text($4::jsonb))
     RETURNING id`,
    [room.id, room.memberId, marksMemberMessages(readerRole), JSON.stringify(messageIds)],
  );
  return rows.map((row) => row.id);
}
