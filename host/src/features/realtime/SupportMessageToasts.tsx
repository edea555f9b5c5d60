import { areaPaths, notifyInfo } from '@backoffice/shared';
import {
  loadRooms,
  onSupportMessageElsewhere,
  useChatStore,
  useRealtimeSession,
} from '@backoffice/shared/realtime';
import { useEffect } from 'react';
import { useNavigate } from '@backoffice/shared/router';

const PREVIEW_LENGTH = 80;

/**
 * Runs the page's realtime session for the signed-in shell and raises a toast for each member
 * message that arrives while the admin is not on its room; clicking it opens the room.
 */
export function SupportMessageToasts() {
  useRealtimeSession();
  const navigate = useNavigate();

  useEffect(() => {
    // The nav badge needs the counts wherever the admin lands first.
    if (useChatStore.getState().rooms.status === 'idle') void loadRooms();
  }, []);

  useEffect(
    () =>
      onSupportMessageElsewhere((message) => {
        const room = useChatStore.getState().rooms.rooms.find(({ id }) => id === message.roomId);
        const who = room?.member.fullName ?? 'a member';
        const preview =
          message.content.length > PREVIEW_LENGTH
            ? `${message.content.slice(0, PREVIEW_LENGTH)}…`
            : message.content;
        notifyInfo(`New message from ${who}: ${preview}`, {
          toastId: `support-${message.id}`,
          closeOnClick: true,
          onClick: () => navigate(areaPaths.supportRoom(message.roomId)),
        });
      }),
    [navigate],
  );
  return null;
}
