import {
  areaPaths,
  formatCount,
  formatDate,
  formatMoney,
  type FundingRequestSummary,
} from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@backoffice/shared/router';
import { DueChip } from './due-chip';
import {
  fundingQueueQuery,
  listSearch,
  reviewerQueueFilters,
  secondApprovalFilters,
} from './dashboard-queries';
import { WorkCard } from './work-card';
import styles from './dashboard.module.css';

function RequestRow({
  request,
  search,
  now,
}: {
  request: FundingRequestSummary;
  search: string;
  now: number;
}) {
  return (
    <div className={styles.workRow}>
      <div className={styles.workMain}>
        <Link to={`${areaPaths.ticketDetails(request.id)}?${search}`}>{request.title}</Link>
        <span className={styles.meta}>
          {formatMoney(request.amountRequested, request.currency)} requested ·{' '}
          {request.requester.fullName} · since {formatDate(request.createdAt)}
        </span>
      </div>
      <DueChip due={request} now={now} />
    </div>
  );
}

/** "Showing 8 of 42 · Open the queue" under a card that shows the first few of a longer list. */
function QueueFooter({
  total,
  shown,
  to,
  label,
}: {
  total: number;
  shown: number;
  to: string;
  label: string;
}) {
  return (
    <>
      {total > shown ? `Showing ${formatCount(shown)} of ${formatCount(total)} · ` : null}
      <Link to={to}>{label}</Link>
    </>
  );
}

/** A funding queue as a card: its first requests, oldest first, and the way into the whole queue. */
function QueueCard({
  title,
  filters,
  listLabel,
  empty,
  linkLabel,
}: {
  title: string;
  filters: typeof reviewerQueueFilters | typeof secondApprovalFilters;
  listLabel: string;
  empty: { title: string; description: string };
  linkLabel: string;
}) {
  const queue = useQuery(fundingQueueQuery(filters));
  const search = listSearch(filters);
  const now = Date.now();
  return (
    <WorkCard
      title={title}
      query={queue}
      items={queue.data?.items}
      listLabel={listLabel}
      empty={empty}
      getKey={(request) => request.id}
      renderItem={(request) => <RequestRow request={request} search={search} now={now} />}
      footer={
        queue.data && (
          <QueueFooter
            total={queue.data.total}
            shown={queue.data.items.length}
            to={`${areaPaths.submissions}?${search}`}
            label={linkLabel}
          />
        )
      }
    />
  );
}

/** A reviewer's first screen: their queue, then what awaits their second approval. */
export function ReviewerDashboard() {
  return (
    <div className={styles.work}>
      <QueueCard
        title="Your review queue"
        filters={reviewerQueueFilters}
        listLabel="Review queue, oldest first"
        empty={{
          title: 'Nothing waiting for review',
          description: 'Every request has been looked at.',
        }}
        linkLabel="Open the review queue"
      />
      <QueueCard
        title="Awaiting my second approval"
        filters={secondApprovalFilters}
        listLabel="Awaiting my second approval"
        empty={{
          title: 'No second approvals waiting',
          description: 'Requests another reviewer approved first appear here.',
        }}
        linkLabel="Open second approvals"
      />
    </div>
  );
}
