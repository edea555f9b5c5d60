import { isAwaitingReply, waitingMs, type Room } from '@backoffice/shared';

/**
 * The support dashboard's two lists, from the whole room list: the rooms assigned to `personId`
 * and the unassigned ones, each only while it waits on a reply, the longest wait first.
 */
export function waitingRooms(rooms: readonly Room[], personId: string | undefined, now: number) {
  const waiting = rooms
    .filter((room) => isAwaitingReply(room.inbox, now))
    .toSorted((a, b) => waitingMs(b.inbox, now) - waitingMs(a.inbox, now));
  return {
    mine: waiting.filter((room) => personId !== undefined && room.inbox.assignee?.id === personId),
    unassigned: waiting.filter((room) => room.inbox.assignee === null),
  };
}
