import {
  PRESENCE_REFRESH_MS,
  useAuthStore,
  visiblePresence,
  type PresenceActivity,
  type StaffRef,
} from '@backoffice/shared';
import { realtimeClient, selectIsConnected, useConnectionStore } from '@backoffice/shared/realtime';
import { useEffect, useState } from 'react';
import { forgetPresence, usePresenceStore } from './presence-store';

/** Often enough that an expired entry goes well within the 5 s the issue allows. */
const EXPIRY_CHECK_MS = 500;

/**
 * While the room is open: tells the other staff this admin is viewing it (again every
 * `PRESENCE_REFRESH_MS`, and after a reconnect), and returns who else is viewing or typing. The
 * leaveRoom sent when the room closes ends the viewing on the server.
 */
export function useRoomPresence(roomId: string): { staff: StaffRef; activity: PresenceActivity }[] {
  const connected = useConnectionStore(selectIsConnected);
  const connectCount = useConnectionStore((state) => state.connectCount);
  useEffect(() => {
    if (!connected) return;
    const announce = () => realtimeClient.emit('roomViewing', { roomId });
    announce();
    const timer = setInterval(announce, PRESENCE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [roomId, connected, connectCount]);
  useEffect(() => () => forgetPresence(roomId), [roomId]);

  const heard = usePresenceStore((rooms) => rooms[roomId]);
  const me = useAuthStore((state) => state.user?.id);
  const [now, setNow] = useState(Date.now);
  // The clock runs only while someone is held: an empty room costs no renders.
  const anyone = heard !== undefined && Object.keys(heard).length > 0;
  useEffect(() => {
    if (!anyone) return;
    const timer = setInterval(() => setNow(Date.now()), EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [anyone]);
  // An entry heard after the last tick has a negative age: shown, as it should be.
  return heard ? visiblePresence(heard, now, me) : [];
}
