import { areaPaths, DUE_SORT, formatCount } from '@backoffice/shared';
import { Card, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@backoffice/shared/router';
import { overdueCountsQuery } from './dashboard-queries';
import styles from './dashboard.module.css';

/** Each list opens sorted "Due first", the most overdue at the top. */
const dueFirst = `?${new URLSearchParams({ sort: DUE_SORT }).toString()}`;

const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * What is past its target: conversations waiting on a first or next reply, and requests waiting on
 * a decision (a request in needs info is paused, so never counted), each linking to its list.
 */
export function OverdueCard() {
  const counts = useQuery(overdueCountsQuery());
  return (
    <Card title="Overdue">
      {counts.isPending ? (
        <div aria-label="Loading what is overdue" role="status" className={styles.listSkeleton}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </div>
      ) : counts.isError ? (
        <ErrorState
          message={counts.error.message}
          cause={counts.error}
          onRetry={() => void counts.refetch()}
          retrying={counts.isFetching}
        />
      ) : counts.data.conversations + counts.data.requests === 0 ? (
        <EmptyState
          title="Nothing overdue"
          description="Every conversation and request is within its target."
        />
      ) : (
        <ul className={styles.list} aria-label="Overdue items">
          <li className={styles.listItem}>
            <Link to={`${areaPaths.support}${dueFirst}`}>
              {counted(counts.data.conversations, 'conversation', 'conversations')} past the reply
              target
            </Link>
            <span className={styles.meta}>Support inbox, due first</span>
          </li>
          <li className={styles.listItem}>
            <Link to={`${areaPaths.submissions}${dueFirst}`}>
              {counted(counts.data.requests, 'request', 'requests')} past the decision target
            </Link>
            <span className={styles.meta}>Submissions, due first</span>
          </li>
        </ul>
      )}
    </Card>
  );
}
