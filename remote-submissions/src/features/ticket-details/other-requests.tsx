import { formatMoney } from '@backoffice/shared';
import { Card, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@backoffice/shared/router';
import { fundingListQuery } from '../../lib/funding-queries';
import { ticketHref } from '../../lib/list-params';
import { StatusBadge } from '../../lib/status-badge';
import styles from './ticket-details.module.css';

const OTHER_REQUESTS_LIMIT = 6;

/** The requester's other funding requests, newest first. */
export function OtherRequests({
  requesterId,
  currentId,
}: {
  requesterId: string;
  currentId: string;
}) {
  const others = useQuery(
    fundingListQuery({ requesterId, sort: '-createdAt', limit: OTHER_REQUESTS_LIMIT }),
  );
  const items = others.data?.items.filter((item) => item.id !== currentId) ?? [];
  return (
    <Card title="Other requests by this requester">
      {others.isPending ? (
        <Skeleton height={60} />
      ) : others.isError ? (
        <ErrorState
          title="Could not load their other requests"
          message={others.error.message}
          onRetry={() => void others.refetch()}
        />
      ) : items.length === 0 ? (
        <p className={styles.muted}>No other funding requests.</p>
      ) : (
        <ul className={styles.plainList} aria-label="Other requests by this requester">
          {items.map((item) => (
            <li key={item.id} className={styles.otherRequest}>
              <Link to={ticketHref(item.id)}>{item.title}</Link>
              <span className={styles.muted}>
                {formatMoney(item.amountRequested, item.currency)}
              </span>
              <StatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
