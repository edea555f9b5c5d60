import { apiRequest, notifyError, supportKeys } from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { supportRoomPath } from '../../lib/paths';

/** Starts the member's support room (or gets the existing one) and opens it in the support area. */
export function MessageMemberButton({ memberId }: { memberId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const startChat = useMutation({
    mutationFn: () => apiRequest('startChat', { body: { memberId } }),
    onSuccess: async (room) => {
      // The support area's room list may not hold a room created just now.
      await queryClient.invalidateQueries({ queryKey: supportKeys.rooms() });
      await navigate(supportRoomPath(room.id));
    },
    onError: (error) => notifyError(`Could not open the chat: ${error.message}`),
  });
  return (
    <Button onClick={() => startChat.mutate()} loading={startChat.isPending}>
      Message member
    </Button>
  );
}
