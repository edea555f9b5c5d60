import { PermittedButton, usePermission, useStartChat } from '@backoffice/shared';
import styles from './member-profile-page.module.css';

/** Starts the member's support room (or gets the existing one) and opens it in the support area. */
export function MessageMemberButton({ memberId }: { memberId: string }) {
  const startChat = useStartChat();
  const chat = usePermission('chat');
  return (
    <>
      <PermittedButton
        permission="chat"
        onClick={() => startChat.mutate(memberId)}
        loading={startChat.isPending}
      >
        Message member
      </PermittedButton>
      {/* Written out: the disabled button's tooltip never shows on a touch screen. */}
      {chat.reason && <p className={styles.refusedReason}>{chat.reason}</p>}
    </>
  );
}
