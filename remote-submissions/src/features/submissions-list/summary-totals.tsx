import { formatMoney, type FundingSummary } from '@backoffice/shared';
import { Button, Skeleton } from '@backoffice/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import styles from './submissions-list.module.css';

/**
 * The money totals of what the list's filters hold, as the page header's one line (it is inside
 * the header's paragraph): the counts are the tabs', so the list starts near the top.
 */
export function SummaryTotals({ summary }: { summary: UseQueryResult<FundingSummary> }) {
  if (summary.isError) {
    return (
      <span role="alert">
        Could not load the totals: {summary.error.message}{' '}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void summary.refetch()}
          loading={summary.isFetching}
        >
          Retry
        </Button>
      </span>
    );
  }
  const data = summary.data;
  const money = (value: (data: FundingSummary) => number) =>
    data ? (
      formatMoney(value(data), data.currency)
    ) : (
      <Skeleton className={styles.figureLoading} width="7.5rem" height="1em" />
    );
  return (
    <span
      role="region"
      aria-label="Summary"
      aria-busy={summary.isPending}
      className={styles.totals}
    >
      <span className={styles.total}>
        Amount requested <strong>{money((d) => d.amountRequested)}</strong>
      </span>
      <span className={styles.total}>
        Amount raised <strong>{money((d) => d.amountRaised)}</strong>
      </span>
    </span>
  );
}
