import { formatCount, formatMoney, fundingStatuses, type FundingSummary } from '@backoffice/shared';
import { ErrorState, StatCard } from '@backoffice/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { statusLabels } from '../../funding/labels';
import styles from './submissions-list.module.css';

/** The summary figures for the list's date range. */
export function SummaryCards({ summary }: { summary: UseQueryResult<FundingSummary> }) {
  if (summary.isError) {
    return (
      <ErrorState
        title="Could not load the summary"
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  const data = summary.data;
  const loading = summary.isPending;
  const count = (value: number | undefined) => formatCount(value ?? 0);
  return (
    <section aria-label="Summary" className={styles.cards}>
      <StatCard label="Total requests" value={data && count(data.total)} loading={loading} />
      {fundingStatuses.map((status) => (
        <StatCard
          key={status}
          label={statusLabels[status]}
          value={data && count(data.byStatus[status])}
          loading={loading}
        />
      ))}
      <StatCard
        label="Amount requested"
        value={data && formatMoney(data.amountRequested, data.currency)}
        loading={loading}
      />
      <StatCard
        label="Amount raised"
        value={data && formatMoney(data.amountRaised, data.currency)}
        loading={loading}
      />
    </section>
  );
}
