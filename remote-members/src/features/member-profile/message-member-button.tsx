import { ActionButton, useStartChat } from '@backoffice/shared';

/** Starts the member's support room (or gets the existing one) and opens it in the support area. */
export function MessageMemberButton({ memberId }: { memberId: string }) {
  const startChat = useStartChat();
  return (
    <ActionButton
      action="startChat"
      onClick={() => startChat.mutate(memberId)}
      loading={startChat.isPending}
    >
      Message member
    </ActionButton>
  );
}
