import { areaPaths, notifyInfo } from '@backoffice/shared';
import {
  onSupportMessageElsewhere,
  roomsQuery,
  useRealtimeSession,
} from '@backoffice/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSupportMessageElsewhere((message) => {
        const room = queryClient
          .getQueryData(roomsQuery().queryKey)
          ?.rooms.find(({ id }) => id === message.roomId);
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
    [navigate, queryClient],
  );
  return null;
}
