import { apiRequest, notifyError, type FundingRequest } from '@backoffice/shared';
import { Avatar, Button, Card } from '@backoffice/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import styles from './TicketDetails.module.css';

export function RequesterCard({ requester }: { requester: FundingRequest['requester'] }) {
  const navigate = useNavigate();
  const startChat = useMutation({
    mutationFn: () => apiRequest('startChat', { body: { memberId: requester.id } }),
    onSuccess: (room) => void navigate(`/support?room=${encodeURIComponent(room.id)}`),
    onError: (error) => notifyError(`Could not open the conversation: ${error.message}`),
  });
  return (
    <Card title="Requester">
      <div className={styles.requester}>
        <Avatar name={requester.fullName} src={requester.avatarUrl} size={40} />
        <div>
          <Link to={`/members-management/member-profile/${encodeURIComponent(requester.id)}`}>
            {requester.fullName}
          </Link>
          <p className={styles.muted}>{requester.email}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => startChat.mutate()}
        loading={startChat.isPending}
      >
        Open support conversation
      </Button>
    </Card>
  );
}
