import { useStartChat } from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';

/** Starts the member's support room (or gets the existing one) and opens it in the support area. */
export function MessageMemberButton({ memberId }: { memberId: string }) {
  const startChat = useStartChat();
  return (
    <Button onClick={() => startChat.mutate(memberId)} loading={startChat.isPending}>
      Message member
    </Button>
  );
}
