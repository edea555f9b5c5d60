import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';

/** Support as a team inbox. A room is open, snoozed or resolved. */
export const roomStatuses = ['open', 'snoozed', 'resolved'] as const;
export const roomStatusSchema = z.enum(roomStatuses);
export type RoomStatus = z.infer<typeof roomStatusSchema>;

export const roomStatusLabels: Readonly<Record<RoomStatus, string>> = {
  open: 'Open',
  snoozed: 'Snoozed',
  resolved: 'Resolved',
};

/** A staff account as the inbox names it. */
export const staffRefSchema = z.object({ id: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

export const roomInboxSchema = z.object({
  assignee: staffRefSchema.nullable(),
  status: roomStatusSchema,
  /** While snoozed: until when; null means until the member writes. Null when not snoozed. */
  snoozedUntil: isoDateTime.nullable(),
  /** The member's oldest unanswered message (see `awaitingSinceAfter`); null when not awaiting. */
  awaitingSince: isoDateTime.nullable(),
  /** Counts each change of owner or status, so an Undo applies only if nothing changed since. */
  version: z.number().int().positive().optional(),
});
export type RoomInbox = z.infer<typeof roomInboxSchema>;

/** A room nobody has touched yet. */
export const NEW_ROOM_INBOX: RoomInbox = {
  assignee: null,
  status: 'open',
  snoozedUntil: null,
  awaitingSince: null,
};

/**
 * The awaiting-reply rule, the one place it is decided: a member message starts the
 * wait (or continues one already running), a staff reply ends it. Reading changes nothing, and
 * staff-only timeline lines are not messages, so they never reach here. The api's room list
 * computes the same in SQL (`api/src/features/support/repository.ts`), checked against this
 * function by the api's tests.
 */
export function awaitingSinceAfter(
  awaitingSince: string | null,
  message: { senderId: string; timestamp: string },
  memberId: string,
): string | null {
  if (message.senderId !== memberId) return null;
  return awaitingSince ?? message.timestamp;
}

/** The rule folded over a whole conversation, oldest message first. */
export function awaitingSinceOf(
  messages: readonly { senderId: string; timestamp: string }[],
  memberId: string,
): string | null {
  return messages.reduce<string | null>(
    (since, message) => awaitingSinceAfter(since, message, memberId),
    null,
  );
}

/** How long the room has waited for us at `now`, in ms (0 when not awaiting). */
export function waitingMs(inbox: Pick<RoomInbox, 'awaitingSince'>, now: number): number {
  return inbox.awaitingSince ? Math.max(0, now - Date.parse(inbox.awaitingSince)) : 0;
}

/**
 * Snooze expiry: a snooze whose time has come is an open room again. The stored row may still say
 * snoozed; every reader (api list, dashboard filters) sees it through this function.
 */
export function withSnoozeExpired<T extends Pick<RoomInbox, 'status' | 'snoozedUntil'>>(
  inbox: T,
  now: number,
): T {
  if (inbox.status !== 'snoozed' || inbox.snoozedUntil === null) return inbox;
  if (Date.parse(inbox.snoozedUntil) > now) return inbox;
  return { ...inbox, status: 'open', snoozedUntil: null };
}

/**
 * Waiting on us right now: the member wrote last (`awaitingSince`) and the room is open, not
 * snoozed or resolved. The list's waiting time, its longest-waiting sort and the nav badge's
 * awaiting count all ask this.
 */
export function isAwaitingReply(
  inbox: Pick<RoomInbox, 'status' | 'snoozedUntil' | 'awaitingSince'>,
  now: number,
): boolean {
  return inbox.awaitingSince !== null && withSnoozeExpired(inbox, now).status === 'open';
}

/** A member message reopens a resolved or snoozed room. */
export function reopenedByMember<T extends Pick<RoomInbox, 'status' | 'snoozedUntil'>>(
  inbox: T,
): T {
  return inbox.status === 'open' ? inbox : { ...inbox, status: 'open', snoozedUntil: null };
}

/** Given (an Undo gives it), the change applies only to this version of the room, else 409. */
const roomVersionGuard = z.object({ version: z.number().int().positive().optional() });

/** `PATCH /support/admin/rooms/:id/assign`: an admin's id, or null to unassign. */
export const assignRoomSchema = z
  .object({
    assigneeId: z.string().trim().min(1, 'assigneeId must be a staff id or null').nullable(),
  })
  .extend(roomVersionGuard.shape);

/** `PATCH /support/admin/rooms/:id/status`; a snooze's `until` must be in the future. */
export const setRoomStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('open') }).extend(roomVersionGuard.shape),
  z.object({ status: z.literal('resolved') }).extend(roomVersionGuard.shape),
  z
    .object({ status: z.literal('snoozed'), until: isoDateTime.nullable() })
    .extend(roomVersionGuard.shape),
]);
export type SetRoomStatusInput = z.infer<typeof setRoomStatusSchema>;

export const roomEventKinds = ['assigned', 'unassigned', 'status'] as const;

/** A staff-only line of a room's timeline: kept apart from messages, shown only to staff. */
export const roomEventSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  at: isoDateTime,
  actor: staffRefSchema,
  kind: z.enum(roomEventKinds),
  assignee: staffRefSchema.nullable(),
  status: roomStatusSchema.nullable(),
  snoozedUntil: isoDateTime.nullable(),
});
export type RoomEvent = z.infer<typeof roomEventSchema>;

export const roomEventsQuerySchema = z.object({ roomId: z.string().min(1, 'roomId is required') });

/**
 * Realtime `roomInboxChanged` (server → every admin on the global channel): a room's inbox state
 * changed, by an admin (with the timeline line) or by a member message reopening it (no line).
 * Also the answer of the assign and status endpoints.
 */
export const roomInboxChangedSchema = z.object({
  roomId: z.string(),
  inbox: roomInboxSchema,
  event: roomEventSchema.nullable(),
});
export type RoomInboxChanged = z.infer<typeof roomInboxChangedSchema>;

/** "Ana assigned this to Ben": the timeline line's words (the time is shown beside it). */
export function roomEventText(event: RoomEvent, formatTime: (iso: string) => string): string {
  const who = event.actor.name;
  if (event.kind === 'unassigned') return `${who} unassigned this`;
  if (event.kind === 'assigned') {
    const to = event.assignee?.id === event.actor.id ? 'themselves' : event.assignee?.name;
    return `${who} assigned this to ${to ?? 'someone'}`;
  }
  if (event.status === 'resolved') return `${who} resolved this`;
  if (event.status === 'open') return `${who} reopened this`;
  return event.snoozedUntil
    ? `${who} snoozed this until ${formatTime(event.snoozedUntil)}`
    : `${who} snoozed this until the member writes`;
}
