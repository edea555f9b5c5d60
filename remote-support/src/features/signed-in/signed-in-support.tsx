import { areaPaths, notifyInfo, useMayAct } from '@backoffice/shared';
import { useNavigate } from '@backoffice/shared/router';
import { useEffect } from 'react';
import { onSupportMessageElsewhere } from '../chat-session/chat-session';
import { useChatSession } from '../chat-session/use-chat-session';
import { roomsHeld, useRoomList } from '../rooms/room-list-query';

const PREVIEW_LENGTH = 80;

/**
 * What support does in the signed-in shell outside /support (exposed as `./SignedInSupport`, which
 * the host mounts after sign-in): runs the chat session, keeps the room list loaded for the nav
 * badge wherever the admin lands first, and raises a toast for each member message that arrives
 * while the admin is not on its room; clicking it opens the room. Only for staff who can answer
 * (the `chat` permission): a reviewer or finance could do nothing with it.
 */
export default function SignedInSupport() {
  useChatSession();
  useRoomList();
  const navigate = useNavigate();
  const canChat = useMayAct('sendMessage');

  useEffect(() => {
    if (!canChat) return;
    return onSupportMessageElsewhere((message) => {
      const room = roomsHeld().find(({ id }) => id === message.roomId);
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
    });
  }, [navigate, canChat]);
  return null;
}
