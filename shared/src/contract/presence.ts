import './zod-config';
import { z } from 'zod';
import { staffRefSchema, type StaffRef } from './inbox';

/**
 * Collision presence: which other staff have a room open, and who is typing in it.
 *
 * Client → server: `roomViewing` while the room is open, again every `PRESENCE_REFRESH_MS`;
 * `roomTyping` while the composer's text changes, at most every `PRESENCE_TYPING_THROTTLE_MS`.
 * Both take `{ roomId }` (`roomPayloadSchema`). Server → client: `roomPresence`, to the staff who
 * have the room open, on every change and refresh; `gone` on leaveRoom, disconnect or expiry.
 */
export const PRESENCE_REFRESH_MS = 3_000;
export const PRESENCE_TYPING_THROTTLE_MS = 1_000;
/** Typing not refreshed for this long is viewing again (server and client alike). */
export const PRESENCE_TYPING_TTL_MS = 3_000;
/** Viewing not refreshed for this long is gone: a few missed refreshes, or a lost api instance. */
export const PRESENCE_VIEWING_TTL_MS = 8_000;

export const presenceActivities = ['viewing', 'typing'] as const;
export type PresenceActivity = (typeof presenceActivities)[number];

export const roomPresenceSchema = z.object({
  roomId: z.string(),
  staff: staffRefSchema,
  activity: z.enum([...presenceActivities, 'gone']),
});
export type RoomPresence = z.infer<typeof roomPresenceSchema>;

/** What one client has heard of one staff member in one room, and when. */
export interface PresenceEntry {
  staff: StaffRef;
  activity: PresenceActivity;
  heardAt: number;
}
/** By staff id. */
export type RoomPresenceState = Readonly<Record<string, PresenceEntry>>;

/** Folds one `roomPresence` event (of this room) into what the client holds. */
export function applyRoomPresence(
  state: RoomPresenceState,
  event: RoomPresence,
  now: number,
): RoomPresenceState {
  const { [event.staff.id]: _previous, ...others } = state;
  if (event.activity === 'gone') return others;
  return {
    ...others,
    [event.staff.id]: { staff: event.staff, activity: event.activity, heardAt: now },
  };
}

/**
 * The expiry rule, the one place it is decided: who is shown at `now`, never `selfId`. Typing
 * lasts `PRESENCE_TYPING_TTL_MS` after it was last heard and then reads as viewing; viewing lasts
 * `PRESENCE_VIEWING_TTL_MS`. The server applies the same times to what it keeps, so a client that
 * misses the server's word (a lost instance) still lets the entry go on time. Typing first.
 */
export function visiblePresence(
  state: RoomPresenceState,
  now: number,
  selfId: string | undefined,
): { staff: StaffRef; activity: PresenceActivity }[] {
  const shown: { staff: StaffRef; activity: PresenceActivity }[] = [];
  for (const entry of Object.values(state)) {
    if (entry.staff.id === selfId) continue;
    const age = now - entry.heardAt;
    if (entry.activity === 'typing' && age < PRESENCE_TYPING_TTL_MS) {
      shown.push({ staff: entry.staff, activity: 'typing' });
    } else if (age < PRESENCE_VIEWING_TTL_MS) {
      shown.push({ staff: entry.staff, activity: 'viewing' });
    }
  }
  return shown.sort(
    (a, b) =>
      Number(b.activity === 'typing') - Number(a.activity === 'typing') ||
      a.staff.name.localeCompare(b.staff.name),
  );
}

/** "Ben is typing…" / "Ben is viewing". */
export function presenceText({ staff, activity }: { staff: StaffRef; activity: PresenceActivity }) {
  return activity === 'typing' ? `${staff.name} is typing…` : `${staff.name} is viewing`;
}

/**
 * Presence on records (a funding request, a member): the same words as a room's, on the record's
 * page and its list row, plus "reviewing" while the viewer's decision dialog is open, so a second
 * reviewer learns of the first before deciding, not from a version conflict.
 *
 * Client → server: `recordViewing` (`{ kind, id, reviewing }`) while the record's page is open,
 * again every `PRESENCE_REFRESH_MS` and at once when the dialog opens or closes; `recordLeave`
 * when the page closes; `recordWatch` (`{ kind }`) while a list of that kind is shown. Server →
 * client: `recordPresence` to every staff socket that watches or views records of that kind, on
 * every change and refresh; `gone` on leave, disconnect or expiry (`PRESENCE_VIEWING_TTL_MS`).
 */
export const recordKinds = ['request', 'member'] as const;
export type RecordKind = (typeof recordKinds)[number];
const recordKindSchema = z.enum(recordKinds);

export const recordWatchSchema = z.object({ kind: recordKindSchema });
export const recordRefSchema = z.object({ kind: recordKindSchema, id: z.string().min(1).max(64) });
export type RecordRef = z.infer<typeof recordRefSchema>;
export const recordViewingSchema = recordRefSchema.extend({
  reviewing: z.boolean().default(false),
});
export type RecordViewing = z.input<typeof recordViewingSchema>;

export const recordActivities = ['viewing', 'reviewing'] as const;
export type RecordActivity = (typeof recordActivities)[number];

export const recordPresenceSchema = recordRefSchema.extend({
  staff: staffRefSchema,
  activity: z.enum([...recordActivities, 'gone']),
  /** While reviewing: when their decision dialog opened (server time, ISO). */
  since: z.string().datetime({ offset: true }).optional(),
});
export type RecordPresence = z.infer<typeof recordPresenceSchema>;

export interface RecordPresenceEntry {
  staff: StaffRef;
  activity: RecordActivity;
  since?: string | undefined;
  heardAt: number;
}
/** Record id → staff id → entry, for one kind. */
export type RecordPresenceState = Readonly<
  Record<string, Readonly<Record<string, RecordPresenceEntry>>>
>;

/** Folds one `recordPresence` event (of the state's kind) into what the client holds. */
export function applyRecordPresence(
  state: RecordPresenceState,
  event: RecordPresence,
  now: number,
): RecordPresenceState {
  const { [event.staff.id]: _previous, ...others } = state[event.id] ?? {};
  const { [event.id]: _record, ...records } = state;
  if (event.activity === 'gone') {
    return Object.keys(others).length ? { ...records, [event.id]: others } : records;
  }
  const entry = { staff: event.staff, activity: event.activity, since: event.since, heardAt: now };
  return { ...records, [event.id]: { ...others, [event.staff.id]: entry } };
}

export type ShownRecordPresence = Pick<RecordPresenceEntry, 'staff' | 'activity' | 'since'>;

/** Who is shown on one record at `now`, never `selfId`: reviewers first, then by name. */
export function visibleRecordPresence(
  state: RecordPresenceState,
  recordId: string,
  now: number,
  selfId: string | undefined,
): ShownRecordPresence[] {
  return Object.values(state[recordId] ?? {})
    .filter((entry) => entry.staff.id !== selfId && now - entry.heardAt < PRESENCE_VIEWING_TTL_MS)
    .map(({ staff, activity, since }) => ({ staff, activity, since }))
    .sort(
      (a, b) =>
        Number(b.activity === 'reviewing') - Number(a.activity === 'reviewing') ||
        a.staff.name.localeCompare(b.staff.name),
    );
}

/**
 * "Riley Reviewer is viewing" / "Riley Reviewer is reviewing this — since 3 min" (whole minutes
 * since their dialog opened; "since just now" in its first minute).
 */
export function recordPresenceText(presence: ShownRecordPresence, now: number): string {
  if (presence.activity !== 'reviewing') return `${presence.staff.name} is viewing`;
  const minutes = presence.since ? Math.floor((now - Date.parse(presence.since)) / 60_000) : 0;
  const since = minutes >= 1 ? `${minutes} min` : 'just now';
  return `${presence.staff.name} is reviewing this — since ${since}`;
}
