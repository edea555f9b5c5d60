import { areaPaths, ActionButton, useStartChat, type FundingRequest } from '@backoffice/shared';
import { Avatar, Card } from '@backoffice/shared/ui';
import { Link } from '@backoffice/shared/router';
import styles from './ticket-details.module.css';

export function RequesterCard({ requester }: { requester: FundingRequest['requester'] }) {
  const startChat = useStartChat();
  return (
    <Card title="Requester">
      <div className={styles.requester}>
        <Avatar name={requester.fullName} src={requester.avatarUrl} size={40} />
        <div>
          <Link to={areaPaths.memberProfile(requester.id)}>{requester.fullName}</Link>
          <p className={styles.muted}>{requester.email}</p>
        </div>
      </div>
      {/* Only roles that may chat start one; the others do not see the button. */}
      <ActionButton
        action="startChat"
        variant="secondary"
        size="sm"
        onClick={() => startChat.mutate(requester.id)}
        loading={startChat.isPending}
      >
        Open support conversation
      </ActionButton>
    </Card>
  );
}
