import {
  applyRoomPresence,
  PRESENCE_TYPING_THROTTLE_MS,
  type RoomPresence,
  type RoomPresenceState,
} from '@backoffice/shared';
import { realtimeClient } from '@backoffice/shared/realtime';
import { create } from 'zustand';

/**
 * Collision presence heard for the open room, by room id. Entries are kept as heard;
 * `visiblePresence` decides at render time which have expired.
 */
export const usePresenceStore = create<Readonly<Record<string, RoomPresenceState>>>()(() => ({}));

/** Folds `roomPresence` events into the store, with the time they were heard. */
export function hearPresence(events: readonly RoomPresence[], now = Date.now()): void {
  usePresenceStore.setState((rooms) => {
    const next = { ...rooms };
    for (const event of events)
      next[event.roomId] = applyRoomPresence(next[event.roomId] ?? {}, event, now);
    return next;
  }, true);
}

/** A closed room, or a sign-out: what was heard of it means nothing any more. */
export function forgetPresence(roomId?: string): void {
  usePresenceStore.setState((rooms) => {
    if (roomId === undefined) return {};
    const { [roomId]: _forgotten, ...others } = rooms;
    return others;
  }, true);
}

let lastTyping: { roomId: string; at: number } | null = null;

/** The composer's text changed: tells the room's other staff, at most once per throttle period. */
export function announceTyping(roomId: string, now = Date.now()): void {
  if (lastTyping?.roomId === roomId && now - lastTyping.at < PRESENCE_TYPING_THROTTLE_MS) return;
  if (realtimeClient.emit('roomTyping', { roomId })) lastTyping = { roomId, at: now };
}
