import { couponStatisticsQuery, formatCount, formatMoney, liveOnceShown } from '@backoffice/shared';
import { ErrorState, StatCard } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import styles from './coupon-list.module.css';
import { couponStatusLabels } from '../../lib/format-coupon';

const statusCards = ['active', 'scheduled', 'expired', 'revoked', 'exhausted'] as const;

export function CouponStatistics() {
  // Live, as the list below is: a coupon another admin revokes must not show as
  // revoked in the table while the cards above still count it as active.
  const statistics = useQuery({ ...couponStatisticsQuery(), refetchInterval: liveOnceShown });
  if (statistics.isError) {
    return (
      <ErrorState
        title="Could not load the coupon statistics"
        message={statistics.error.message}
        onRetry={() => void statistics.refetch()}
        retrying={statistics.isFetching}
      />
    );
  }
  const data = statistics.data;
  const loading = statistics.isPending;
  return (
    // Focusable: on a narrow screen the row scrolls sideways, also from the keyboard.
    <section aria-label="Coupon statistics" className={styles.statistics} tabIndex={0}>
      <StatCard label="Total coupons" value={data && formatCount(data.total)} loading={loading} />
      {statusCards.map((status) => (
        <StatCard
          key={status}
          label={couponStatusLabels[status]}
          value={data && formatCount(data[status])}
          loading={loading}
        />
      ))}
      <StatCard
        label="Redemptions"
        value={data && formatCount(data.redemptions)}
        loading={loading}
      />
      <StatCard
        label="Discount given"
        value={data ? formatMoney(data.discountGiven, data.currency) : undefined}
        loading={loading}
      />
    </section>
  );
}
