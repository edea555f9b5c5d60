import {
  PRESENCE_TYPING_TTL_MS,
  PRESENCE_VIEWING_TTL_MS,
  type PresenceActivity,
  type RoomPresence,
  type StaffRef,
} from '@backoffice/shared/contract';
import type { Namespace } from 'socket.io';

/**
 * The socket.io room of the staff who have a support room open. Not the room itself: the member
 * is in that one, and presence is staff-only.
 */
export const staffChannel = (roomId: string) => `staff:${roomId}`;

interface Entry {
  staff: StaffRef;
  typing: boolean;
  typingTimer?: NodeJS.Timeout;
  viewingTimer: NodeJS.Timeout;
}

/**
 * Collision presence: who has a room open and who is typing, kept in memory per socket
 * with the contract's expiry (typing falls back to viewing after `PRESENCE_TYPING_TTL_MS`,
 * viewing goes after `PRESENCE_VIEWING_TTL_MS` unless refreshed), cleared on leaveRoom and
 * disconnect.
 *
 * Several api instances: each keeps only the sockets it holds, and broadcasts every change AND
 * every refresh to the room's staff channel through the socket.io adapter (PostgreSQL's with
 * several instances), which delivers to the staff sockets on every instance. No instance needs
 * the others' entries: clients keep what they hear and drop what they stop hearing refreshed
 * (`visiblePresence`), which also lets the entries of an instance that died go within seconds.
 * A shared table was the alternative, but it would cost a write per keystroke and still need
 * expiry for a lost instance; presence is worthless after a few seconds, so it is never stored.
 */
export function createRoomPresence(nsp: Pick<Namespace, 'to'>) {
  /** Room id → socket id → entry. */
  const rooms = new Map<string, Map<string, Entry>>();

  /** One staff member's activity in a room over all their sockets here (two tabs, one person). */
  function activityOf(roomId: string, staffId: string): PresenceActivity | 'gone' {
    let activity: PresenceActivity | 'gone' = 'gone';
    for (const entry of rooms.get(roomId)?.values() ?? []) {
      if (entry.staff.id !== staffId) continue;
      if (entry.typing) return 'typing';
      activity = 'viewing';
    }
    return activity;
  }

  function broadcast(roomId: string, staff: StaffRef): void {
    const payload: RoomPresence = { roomId, staff, activity: activityOf(roomId, staff.id) };
    nsp.to(staffChannel(roomId)).emit('roomPresence', payload);
  }

  function remove(roomId: string, socketId: string): void {
    const room = rooms.get(roomId);
    const entry = room?.get(socketId);
    if (!room || !entry) return;
    clearTimeout(entry.typingTimer);
    clearTimeout(entry.viewingTimer);
    room.delete(socketId);
    if (room.size === 0) rooms.delete(roomId);
    broadcast(roomId, entry.staff);
  }

  const timer = (ms: number, then: () => void) => setTimeout(then, ms).unref();

  /** Typing expired, or the message was sent: viewing again. */
  function stopTyping(roomId: string, socketId: string): void {
    const entry = rooms.get(roomId)?.get(socketId);
    if (!entry?.typing) return;
    entry.typing = false;
    clearTimeout(entry.typingTimer);
    broadcast(roomId, entry.staff);
  }

  /** Who has the room open on this instance, for a socket new to it. */
  function present(roomId: string): RoomPresence[] {
    const staff = new Map(
      [...(rooms.get(roomId)?.values() ?? [])].map((e) => [e.staff.id, e.staff]),
    );
    return [...staff.values()].map((ref) => ({
      roomId,
      staff: ref,
      activity: activityOf(roomId, ref.id),
    }));
  }

  return {
    /** Whether this socket already has presence in the room (its access was checked then). */
    has: (roomId: string, socketId: string) => rooms.get(roomId)?.has(socketId) ?? false,

    /**
     * Viewing, or typing (which is also viewing), refreshed now and told to the room's staff. A
     * socket new to the room is first told (`tell`) who is here on this instance; those on other
     * instances it hears of at their next refresh.
     */
    refresh(
      roomId: string,
      socket: { id: string; tell: (presence: RoomPresence) => void },
      staff: StaffRef,
      activity: PresenceActivity,
    ): void {
      let room = rooms.get(roomId);
      if (!room) rooms.set(roomId, (room = new Map()));
      const expiry = () => timer(PRESENCE_VIEWING_TTL_MS, () => remove(roomId, socket.id));
      let entry = room.get(socket.id);
      if (entry) {
        clearTimeout(entry.viewingTimer);
        entry.viewingTimer = expiry();
      } else {
        for (const presence of present(roomId)) socket.tell(presence);
        entry = { staff, typing: false, viewingTimer: expiry() };
        room.set(socket.id, entry);
      }
      if (activity === 'typing') {
        entry.typing = true;
        clearTimeout(entry.typingTimer);
        entry.typingTimer = timer(PRESENCE_TYPING_TTL_MS, () => stopTyping(roomId, socket.id));
      }
      broadcast(roomId, staff);
    },

    stopTyping,

    /** leaveRoom. */
    leave: remove,

    /** disconnect: every room the socket had open. */
    leaveAll(socketId: string): void {
      for (const roomId of [...rooms.keys()]) remove(roomId, socketId);
    },
  };
}
