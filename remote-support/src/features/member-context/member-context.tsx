import { areaPaths } from '@backoffice/shared';
import { Link } from '@backoffice/shared/router';
import { FundingStatusBadge, MemberStatusBadge, Skeleton } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import styles from '../../lib/support.module.css';
import { chatMemberQuery, chatMemberRequestsQuery } from './member-context-queries';
import { shownOpenRequests } from './open-requests';

/**
 * Who the agent is talking to, beside the conversation: email, status, verification, the profile
 * and the member's open funding requests, so the agent need not leave the chat to find them.
 */
export function MemberContext({ memberId }: { memberId: string }) {
  const member = useQuery(chatMemberQuery(memberId));
  const requests = useQuery(chatMemberRequestsQuery(memberId));

  return (
    <section className={styles.context} aria-label="About this member">
      {member.isPending ? (
        <Skeleton height={18} width="70%" />
      ) : member.isError ? (
        <p className={styles.contextLine} role="alert">
          Could not load the member: {member.error.message}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void member.refetch()}>
            Retry
          </button>
        </p>
      ) : (
        <p className={styles.contextLine}>
          <a className={styles.contextEmail} href={`mailto:${member.data.email}`}>
            {member.data.email}
          </a>
          <MemberStatusBadge status={member.data.status} />
          <span className={styles.contextMuted}>
            {member.data.verified ? 'Verified' : 'Not verified'}
          </span>
          <Link to={areaPaths.memberProfile(memberId)}>View profile</Link>
        </p>
      )}
      {requests.isPending ? (
        <Skeleton height={18} width="50%" />
      ) : requests.isError ? (
        <p className={styles.contextLine} role="alert">
          Could not load their requests: {requests.error.message}
        </p>
      ) : (
        <OpenRequests memberId={memberId} {...shownOpenRequests(requests.data.items)} />
      )}
    </section>
  );
}

function OpenRequests({
  memberId,
  shown,
  more,
}: { memberId: string } & ReturnType<typeof shownOpenRequests>) {
  if (shown.length === 0) {
    return <p className={`${styles.contextLine} ${styles.contextMuted}`}>No open requests</p>;
  }
  return (
    <div className={styles.contextLine}>
      <span className={styles.contextMuted}>Open requests:</span>
      <ul className={styles.requestList} aria-label="Open requests">
        {shown.map((request) => (
          <li key={request.id} className={styles.requestItem}>
            <Link to={areaPaths.ticketDetails(request.id)}>{request.id}</Link>
            <FundingStatusBadge status={request.status} />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Link to={areaPaths.memberProfile(memberId)}>and {more} more on their profile</Link>
      )}
    </div>
  );
}
