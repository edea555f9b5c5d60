import {
  apiRequest,
  notifyError,
  type RoomInboxChanged,
  type SetRoomStatusInput,
} from '@backoffice/shared';
import { updateRoomList } from '../rooms/room-list-query';
import { applyInboxChange } from '../rooms/rooms';
import { appendRoomEvent } from './inbox-queries';

/** Our own change, applied at once from the api's answer (the broadcast brings the same). */
export function applyOwnChange(change: RoomInboxChanged): void {
  updateRoomList((rooms) => applyInboxChange(rooms, change));
  if (change.event) appendRoomEvent(change.event);
}

/** Runs an inbox change; a refusal is told in a toast and nothing changes on screen. */
async function change(
  run: () => Promise<RoomInboxChanged>,
  failure: string,
): Promise<RoomInboxChanged | null> {
  try {
    const answer = await run();
    applyOwnChange(answer);
    return answer;
  } catch (error) {
    // The api's own reason (e.g. a role that may only read, a snooze time in the past).
    notifyError(`${failure}: ${error instanceof Error ? error.message : 'Unknown error occurred'}`);
    return null;
  }
}

/** With `version` (an Undo), only if the room is still at that version. */
export function assignRoom(roomId: string, assigneeId: string | null, version?: number) {
  return change(
    () => apiRequest('assignRoom', { params: { id: roomId }, body: { assigneeId, version } }),
    'Could not change the assignee',
  );
}

export function setRoomStatus(roomId: string, status: SetRoomStatusInput) {
  return change(
    () => apiRequest('setRoomStatus', { params: { id: roomId }, body: status }),
    'Could not change the status',
  );
}
