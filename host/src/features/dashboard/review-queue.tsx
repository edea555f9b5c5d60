import { areaPaths, formatDate, formatMoney } from '@backoffice/shared';
import { Card, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@backoffice/shared/router';
import { REVIEW_QUEUE_SIZE, reviewQueueQuery, reviewQueueSearch } from './dashboard-queries';
import styles from './dashboard.module.css';

/** The oldest pending requests, each linking into the submissions area. */
export function ReviewQueue() {
  const queue = useQuery(reviewQueueQuery());
  return (
    <Card title="Review queue">
      {queue.isPending ? (
        <div aria-label="Loading the review queue" role="status" className={styles.listSkeleton}>
          {Array.from({ length: REVIEW_QUEUE_SIZE }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </div>
      ) : queue.isError ? (
        <ErrorState
          message={queue.error.message}
          cause={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : queue.data.items.length === 0 ? (
        <EmptyState
          title="Nothing waiting for review"
          description="Every request has been looked at."
        />
      ) : (
        <ul className={styles.list} aria-label="Oldest pending requests">
          {queue.data.items.map((request) => (
            <li key={request.id} className={styles.listItem}>
              <Link to={`${areaPaths.ticketDetails(request.id)}?${reviewQueueSearch}`}>
                {request.title}
              </Link>
              <span className={styles.meta}>
                {request.id} · {request.requester.fullName} ·{' '}
                {formatMoney(request.amountRequested, request.currency)} · since{' '}
                {formatDate(request.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
