import { apiRequest } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

/** Where a room opens: the support area with that room selected. */
export function supportRoomPath(roomId: string): string {
  return `/support?room=${encodeURIComponent(roomId)}`;
}

/**
 * Starts (or reopens) the chat with a member and lands in /support with the room selected. Used by
 * the members remote's "Message" action.
 */
export function useStartChat() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (memberId: string) => apiRequest('startChat', { body: { memberId } }),
    onSuccess: (room) => navigate(supportRoomPath(room.id)),
  });
}
