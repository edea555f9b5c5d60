import { randomUUID } from 'node:crypto';
import {
  permissions,
  type RoomEvent,
  type RoomInboxChanged,
  type RoomStatus,
  type SetRoomStatusInput,
  type StaffRef,
} from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { notifyAssigned } from '../notifications/review-notifications';
import { recordAudit } from '../audit/repository';
import { findRoom } from './repository';

/** Roles that may chat may own a conversation (shared/src/contract/roles.ts). */
const AGENT_ROLES = JSON.stringify(permissions.chat);

/** Active staff who may be assigned a room, by name. */
export async function listSupportAgents(db: Queryable): Promise<StaffRef[]> {
  return db.query<StaffRef>(
    `SELECT id, name FROM admins
     WHERE disabled_at IS NULL AND role IN (SELECT jsonb_array_elements_text($1::jsonb))
     ORDER BY name, id`,
    [AGENT_ROLES],
  );
}

interface RoomEventRow {
  id: string;
  roomId: string;
  at: Date;
  actorId: string;
  actorName: string;
  kind: RoomEvent['kind'];
  assigneeId: string | null;
  assigneeName: string | null;
  status: RoomStatus | null;
  snoozedUntil: Date | null;
}

const EVENT_COLUMNS = `id, room_id AS "roomId", at, actor_id AS "actorId", actor_name AS "actorName",
  kind, assignee_id AS "assigneeId", assignee_name AS "assigneeName", status,
  snoozed_until AS "snoozedUntil"`;

function toRoomEvent(row: RoomEventRow): RoomEvent {
  return {
    id: row.id,
    roomId: row.roomId,
    at: toIso(row.at),
    actor: { id: row.actorId, name: row.actorName },
    kind: row.kind,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    status: row.status,
    snoozedUntil: toIsoOrNull(row.snoozedUntil),
  };
}

export async function listRoomEvents(db: Queryable, roomId: string): Promise<RoomEvent[]> {
  const rows = await db.query<RoomEventRow>(
    `SELECT ${EVENT_COLUMNS} FROM support_room_events WHERE room_id = $1 ORDER BY seq`,
    [roomId],
  );
  return rows.map(toRoomEvent);
}

async function insertRoomEvent(
  tx: Queryable,
  event: Omit<RoomEvent, 'id' | 'at'>,
): Promise<RoomEvent> {
  const [row] = await tx.query<RoomEventRow>(
    `INSERT INTO support_room_events
       (id, room_id, at, actor_id, actor_name, kind, assignee_id, assignee_name, status, snoozed_until)
     VALUES ($1, $2, now(), $3, $4, $5, $6, $7, $8, $9) RETURNING ${EVENT_COLUMNS}`,
    [
      `rev-${randomUUID()}`,
      event.roomId,
      event.actor.id,
      event.actor.name,
      event.kind,
      event.assignee?.id ?? null,
      event.assignee?.name ?? null,
      event.status,
      event.snoozedUntil,
    ],
  );
  if (!row) throw new Error('Inserting a room event returned nothing');
  return toRoomEvent(row);
}

/** The room's row, locked for the change: two admins changing it at once take turns. */
async function lockRoom(
  tx: Queryable,
  roomId: string,
  version?: number,
): Promise<{ assigneeId: string | null; assigneeName: string | null; status: RoomStatus }> {
  const [row] = await tx.query<{
    assigneeId: string | null;
    assigneeName: string | null;
    status: RoomStatus;
    version: number;
  }>(
    `SELECT r.assignee_id AS "assigneeId", a.name AS "assigneeName", r.status, r.version
     FROM support_rooms r LEFT JOIN admins a ON a.id = r.assignee_id
     WHERE r.id = $1 FOR UPDATE OF r`,
    [roomId],
  );
  if (!row) throw notFound(`Room ${roomId} not found`);
  // An Undo names the version its action left: anything since (another person, the member's
  // message) wins, and nothing is undone.
  if (version !== undefined && row.version !== version) {
    throw conflict('The conversation changed since; nothing was undone');
  }
  return row;
}

async function changeOf(tx: Queryable, roomId: string, event: RoomEvent | null) {
  const room = await findRoom(tx, roomId);
  if (!room) throw notFound(`Room ${roomId} not found`);
  const change: RoomInboxChanged = { roomId, inbox: room.inbox, event };
  return change;
}

/** Assigns (or, with null, unassigns) a room; the last of two concurrent writes wins. */
export async function assignRoom(
  tx: Queryable,
  input: { roomId: string; assigneeId: string | null; actor: StaffRef; version?: number },
): Promise<RoomInboxChanged> {
  const before = await lockRoom(tx, input.roomId, input.version);
  let assignee: StaffRef | null = null;
  if (input.assigneeId !== null) {
    assignee = (await listSupportAgents(tx)).find((agent) => agent.id === input.assigneeId) ?? null;
    if (!assignee) {
      throw badRequest(
        `assigneeId: ${input.assigneeId} is not an active staff account that may chat`,
        'assigneeId',
      );
    }
  }
  // Any assignment takes the room out of the routing queue; the router marks its own afterwards.
  await tx.query(
    'UPDATE support_rooms SET assignee_id = $2, routing_since = NULL, routed_at = NULL WHERE id = $1',
    [input.roomId, assignee?.id ?? null],
  );
  const event = await insertRoomEvent(tx, {
    roomId: input.roomId,
    actor: input.actor,
    kind: assignee ? 'assigned' : 'unassigned',
    assignee,
    status: null,
    snoozedUntil: null,
  });
  await recordAudit(tx, {
    actor: input.actor,
    kind: 'support.assign',
    entity: { type: 'support_room', id: input.roomId },
    before: { assignee: before.assigneeName },
    after: { assignee: assignee?.name ?? null },
  });
  const change = await changeOf(tx, input.roomId, event);
  // The assignee hears of it, unless they took the conversation themselves.
  if (assignee && assignee.id !== input.actor.id) {
    const [room] = await tx.query<{ memberName: string }>(
      `SELECT m.full_name AS "memberName" FROM support_rooms r JOIN members m ON m.id = r.member_id
       WHERE r.id = $1`,
      [input.roomId],
    );
    await notifyAssigned(
      tx,
      { id: input.roomId, memberName: room?.memberName ?? 'a member' },
      assignee.id,
      input.actor.name,
    );
  }
  return change;
}

/** Opens, snoozes or resolves a room; a snooze must end in the future. */
export async function setRoomStatus(
  tx: Queryable,
  input: { roomId: string; change: SetRoomStatusInput; actor: StaffRef; now: number },
): Promise<RoomInboxChanged> {
  const { change } = input;
  const snoozedUntil = change.status === 'snoozed' ? change.until : null;
  if (snoozedUntil !== null && Date.parse(snoozedUntil) <= input.now) {
    throw badRequest('until: a snooze must end in the future', 'until');
  }
  const before = await lockRoom(tx, input.roomId, change.version);
  await tx.query('UPDATE support_rooms SET status = $2, snoozed_until = $3 WHERE id = $1', [
    input.roomId,
    change.status,
    snoozedUntil,
  ]);
  const event = await insertRoomEvent(tx, {
    roomId: input.roomId,
    actor: input.actor,
    kind: 'status',
    assignee: null,
    status: change.status,
    snoozedUntil,
  });
  await recordAudit(tx, {
    actor: input.actor,
    kind: 'support.status',
    entity: { type: 'support_room', id: input.roomId },
    before: { status: before.status },
    after: { status: change.status, ...(snoozedUntil && { snoozedUntil }) },
  });
  return changeOf(tx, input.roomId, event);
}

/** What a member message that reopened a resolved or snoozed room changed (no timeline line: the
 * member's own message says why). */
export function reopenedByMemberMessage(db: Queryable, roomId: string): Promise<RoomInboxChanged> {
  return changeOf(db, roomId, null);
}
