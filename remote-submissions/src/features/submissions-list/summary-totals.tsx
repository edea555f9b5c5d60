import { formatMoney, type FundingSummary } from '@backoffice/shared';
import { Button, Skeleton } from '@backoffice/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import styles from './submissions-list.module.css';

/**
 * The money totals of the list's date range, one compact line: the counts per status are the
 * status tabs', so the list starts near the top of a phone's screen.
 */
export function SummaryTotals({ summary }: { summary: UseQueryResult<FundingSummary> }) {
  if (summary.isError) {
    return (
      <p role="alert" className={styles.totals}>
        Could not load the totals: {summary.error.message}{' '}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void summary.refetch()}
          loading={summary.isFetching}
        >
          Retry
        </Button>
      </p>
    );
  }
  const data = summary.data;
  const money = (value: (data: FundingSummary) => number) =>
    data ? formatMoney(value(data), data.currency) : <Skeleton width="6rem" height="1em" />;
  return (
    <section aria-label="Summary" aria-busy={summary.isPending}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>Amount requested</dt>
          <dd>{money((d) => d.amountRequested)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Amount raised</dt>
          <dd>{money((d) => d.amountRaised)}</dd>
        </div>
      </dl>
    </section>
  );
}
