import {
  couponStatisticsQuery,
  formatCount,
  formatMoney,
  fundingSummaryQuery,
  supportUnreadQuery,
  useMayAct,
  type FundingSummaryRange,
} from '@backoffice/shared';
import { Button, StatCard } from '@backoffice/shared/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { memberCountQuery } from './dashboard-queries';
import styles from './dashboard.module.css';

/** One figure: a skeleton while loading, and on failure the reason with a Retry. */
function Kpi<T>({
  label,
  query,
  render,
}: {
  label: string;
  query: UseQueryResult<T>;
  render: (data: T) => { value: ReactNode; hint?: ReactNode };
}) {
  if (query.isError) {
    return (
      <StatCard
        label={label}
        value="—"
        hint={
          <span role="alert" className={styles.kpiError}>
            Could not load: {query.error.message}{' '}
            <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </span>
        }
      />
    );
  }
  const shown = query.isSuccess ? render(query.data) : { value: null };
  return <StatCard label={label} value={shown.value} hint={shown.hint} loading={query.isPending} />;
}

/** Funding summary over the range, coupon statistics, member count and unread support total. */
export function KpiCards({ range }: { range: FundingSummaryRange }) {
  const summary = useQuery(fundingSummaryQuery(range));
  const coupons = useQuery(couponStatisticsQuery());
  const members = useQuery(memberCountQuery());
  // Unread chats only for those who can answer them (the actions table's audience).
  const answersChats = useMayAct('sendMessage');
  const unread = useQuery({ ...supportUnreadQuery(), enabled: answersChats });
  return (
    <section className={styles.kpis} aria-label="Key figures">
      <Kpi
        label="Funding requests"
        query={summary}
        render={(data) => ({
          value: formatCount(data.total),
          hint: `${formatCount(data.byStatus.pending ?? 0)} pending in this range`,
        })}
      />
      <Kpi
        label="Amount raised"
        query={summary}
        render={(data) => ({
          value: formatMoney(data.amountRaised, data.currency),
          hint: `of ${formatMoney(data.amountRequested, data.currency)} requested`,
        })}
      />
      <Kpi
        label="Active coupons"
        query={coupons}
        render={(data) => ({
          value: formatCount(data.active),
          hint: `${formatCount(data.total)} coupons, ${formatCount(data.redemptions)} redemptions`,
        })}
      />
      <Kpi label="Members" query={members} render={(total) => ({ value: formatCount(total) })} />
      {answersChats && (
        <Kpi
          label="Unread support messages"
          query={unread}
          render={(total) => ({ value: formatCount(total) })}
        />
      )}
    </section>
  );
}
