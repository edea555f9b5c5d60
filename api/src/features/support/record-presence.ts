import {
  PRESENCE_VIEWING_TTL_MS,
  type RecordKind,
  type RecordPresence,
  type RecordRef,
  type StaffRef,
} from '@backoffice/shared/contract';
import type { Namespace } from 'socket.io';

/** The socket.io room of the staff who watch or view records of one kind (lists and pages). */
export const recordsChannel = (kind: RecordKind) => `records:${kind}`;

interface Entry {
  staff: StaffRef;
  /** When this socket's decision dialog opened; undefined while it only views. */
  reviewingSince?: Date;
  viewingTimer: NodeJS.Timeout;
}

const keyOf = ({ kind, id }: RecordRef) => `${kind}:${id}`;

/**
 * Presence on funding requests and members, the way `./presence` keeps a room's: per socket, in
 * memory, with the contract's viewing expiry, cleared on leave and disconnect, and every change
 * AND refresh broadcast through the socket.io adapter, so the staff on every api instance hear it
 * and let it go when the refreshes stop (a lost instance). One channel per kind rather than per
 * record: a list shows many records' presence at once, and the staff are few.
 */
export function createRecordPresence(nsp: Pick<Namespace, 'to'>) {
  /** "kind:id" → socket id → entry. */
  const records = new Map<string, Map<string, Entry>>();

  /** One staff member over all their sockets here: reviewing in any tab wins, earliest first. */
  function presenceOf(ref: RecordRef, staff: StaffRef): RecordPresence {
    let activity: RecordPresence['activity'] = 'gone';
    let since: Date | undefined;
    for (const entry of records.get(keyOf(ref))?.values() ?? []) {
      if (entry.staff.id !== staff.id) continue;
      if (entry.reviewingSince) {
        activity = 'reviewing';
        if (!since || entry.reviewingSince < since) since = entry.reviewingSince;
      } else if (activity === 'gone') activity = 'viewing';
    }
    return {
      kind: ref.kind,
      id: ref.id,
      staff,
      activity,
      ...(since && { since: since.toISOString() }),
    };
  }

  function broadcast(ref: RecordRef, staff: StaffRef): void {
    nsp.to(recordsChannel(ref.kind)).emit('recordPresence', presenceOf(ref, staff));
  }

  function remove(ref: RecordRef, socketId: string): void {
    const key = keyOf(ref);
    const record = records.get(key);
    const entry = record?.get(socketId);
    if (!record || !entry) return;
    clearTimeout(entry.viewingTimer);
    record.delete(socketId);
    if (record.size === 0) records.delete(key);
    broadcast(ref, entry.staff);
  }

  return {
    /**
     * What this instance holds of one kind, for a socket that starts watching it; the other
     * instances' entries it hears at their next refresh.
     */
    present(kind: RecordKind): RecordPresence[] {
      const shown: RecordPresence[] = [];
      for (const [key, record] of records) {
        if (!key.startsWith(`${kind}:`)) continue;
        const id = key.slice(kind.length + 1);
        const staff = new Map([...record.values()].map((e) => [e.staff.id, e.staff]));
        for (const ref of staff.values()) shown.push(presenceOf({ kind, id }, ref));
      }
      return shown;
    },

    /** Viewing (reviewing or not), refreshed now and told to the kind's staff. */
    refresh(ref: RecordRef, socketId: string, staff: StaffRef, reviewing: boolean): void {
      const key = keyOf(ref);
      let record = records.get(key);
      if (!record) records.set(key, (record = new Map()));
      const viewingTimer = setTimeout(() => remove(ref, socketId), PRESENCE_VIEWING_TTL_MS);
      viewingTimer.unref();
      const entry = record.get(socketId);
      if (entry) clearTimeout(entry.viewingTimer);
      const reviewingSince = reviewing ? (entry?.reviewingSince ?? new Date()) : undefined;
      record.set(socketId, { staff, viewingTimer, ...(reviewingSince && { reviewingSince }) });
      broadcast(ref, staff);
    },

    leave: remove,

    /** disconnect: every record the socket had open. */
    leaveAll(socketId: string): void {
      for (const key of [...records.keys()]) {
        const [kind, ...rest] = key.split(':') as [RecordKind, ...string[]];
        remove({ kind, id: rest.join(':') }, socketId);
      }
    },
  };
}
