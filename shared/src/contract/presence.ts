import './zod-config';
import { z } from 'zod';
import { staffRefSchema, type StaffRef } from './inbox';

/**
 * Collision presence (issue 20): which other staff have a room open, and who is typing in it.
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
