import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@backoffice/shared/router';
import { apiRequest } from '../http';
import { supportKeys } from '../query';
import { notifyError } from '../toast';
import { areaPaths } from '@backoffice/shared/session';

/**
 * Starts (or reopens) the support chat with a member and lands in /support with that room
 * selected. Lives in the core entry, not the realtime one, so the areas that only link into a chat
 * do not load the socket client.
 */
export function useStartChat() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => apiRequest('startChat', { body: { memberId } }),
    onSuccess: async (room) => {
      // The support area's room list may not hold a room created just now.
      await queryClient.invalidateQueries({ queryKey: supportKeys.rooms() });
      await navigate(areaPaths.supportRoom(room.id));
    },
    onError: (error) => notifyError(`Could not open the conversation: ${error.message}`),
  });
}
