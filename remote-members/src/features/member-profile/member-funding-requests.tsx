import { areaPaths, formatDate, formatMoney, type Member } from '@backoffice/shared';
import { Card, EmptyState, FundingStatusBadge } from '@backoffice/shared/ui';
import { Link } from '@backoffice/shared/router';
import styles from './member-profile-page.module.css';

export function MemberFundingRequests({ member }: { member: Member }) {
  const requests = member.recentFundingRequests;
  const total = member.stats.fundingRequests;
  return (
    <Card title="Funding requests">
      {requests.length === 0 ? (
        <EmptyState
          title="No funding requests"
          description="This member has not asked for funding yet."
        />
      ) : (
        <>
          <ul className={styles.requestList}>
            {requests.map((request) => (
              <li key={request.id} className={styles.requestItem}>
                <Link to={areaPaths.ticketDetails(request.id)}>
                  {request.id}: {request.title}
                </Link>
                <span className={styles.muted}>
                  {formatMoney(request.amountRaised, request.currency)} of{' '}
                  {formatMoney(request.amountRequested, request.currency)} · opened{' '}
                  {formatDate(request.createdAt)}
                </span>
                <FundingStatusBadge status={request.status} />
              </li>
            ))}
          </ul>
          {total > requests.length && (
            <p className={styles.muted}>
              Showing the {requests.length} most recent of {total}.
            </p>
          )}
        </>
      )}
    </Card>
  );
}
