import {
  areaPaths,
  couponStatisticsQuery,
  formatCount,
  formatDate,
  formatMoney,
  type Coupon,
  type CouponRedemption,
} from '@backoffice/shared';
import { ErrorState, StatCard } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@backoffice/shared/router';
import { activeCouponsQuery, weekRedemptionsQuery } from './dashboard-queries';
import { expiringSoon, redemptionsLeftText, runningOut } from './finance-coupons';
import { WorkCard } from './work-card';
import styles from './dashboard.module.css';

const SHOWN = 6;

/** The coupons list searched for this code: the row with its actions. */
const couponHref = ({ code }: Pick<Coupon, 'code'>) =>
  `${areaPaths.coupons}?${new URLSearchParams({ search: code }).toString()}`;

/** One use of a coupon: which, by whom (their profile), how much and when. */
function RedemptionRow({ redemption }: { redemption: CouponRedemption }) {
  return (
    <div className={styles.workRow}>
      <div className={styles.workMain}>
        <Link to={couponHref(redemption)}>{redemption.code}</Link>
        <span className={styles.meta}>
          <Link to={areaPaths.memberProfile(redemption.memberId)}>{redemption.memberName}</Link>
          {` · ${formatMoney(redemption.discountGiven, redemption.currency)} off · ${formatDate(redemption.redeemedAt)}`}
        </span>
      </div>
    </div>
  );
}

function CouponRow({ coupon, detail }: { coupon: Coupon; detail: string }) {
  return (
    <div className={styles.workRow}>
      <div className={styles.workMain}>
        <Link to={couponHref(coupon)}>{coupon.code}</Link>
        <span className={styles.meta}>{detail}</span>
      </div>
    </div>
  );
}

/** Redemptions and the discount given so far, or why they could not be read, with Retry. */
function RedemptionFigures() {
  const statistics = useQuery(couponStatisticsQuery());
  if (statistics.isError) {
    return (
      <section aria-label="Redemptions">
        <ErrorState
          message={statistics.error.message}
          cause={statistics.error}
          onRetry={() => void statistics.refetch()}
          retrying={statistics.isFetching}
        />
      </section>
    );
  }
  return (
    <section className={styles.kpis} aria-label="Redemptions">
      <StatCard
        label="Redemptions to date"
        loading={statistics.isPending}
        value={statistics.data ? formatCount(statistics.data.redemptions) : null}
      />
      <StatCard
        label="Discount given to date"
        loading={statistics.isPending}
        value={
          statistics.data
            ? formatMoney(statistics.data.discountGiven, statistics.data.currency)
            : null
        }
      />
    </section>
  );
}

/**
 * Finance's first screen: the coupons that end soon, those running out, the week's redemptions
 * and the figures so far.
 */
export function FinanceDashboard() {
  const now = Date.now();
  const week = useQuery(weekRedemptionsQuery(now));
  const coupons = useQuery({
    ...activeCouponsQuery(),
    select: (page) => ({ expiring: expiringSoon(page.items, now), low: runningOut(page.items) }),
  });
  const openCoupons = <Link to={areaPaths.coupons}>Open coupons</Link>;
  return (
    <div className={styles.work}>
      <WorkCard
        title="Expiring soon"
        query={coupons}
        items={coupons.data?.expiring.slice(0, SHOWN)}
        listLabel="Coupons expiring within eight days"
        empty={{ title: 'No coupon expires this week', description: 'Active coupons run on.' }}
        getKey={(coupon) => coupon.id}
        renderItem={(coupon) => (
          <CouponRow
            coupon={coupon}
            detail={`Expires ${formatDate(coupon.expiresAt!)} · ${redemptionsLeftText(coupon)}`}
          />
        )}
        footer={openCoupons}
      />
      <WorkCard
        title="Running out"
        query={coupons}
        items={coupons.data?.low.slice(0, SHOWN)}
        listLabel="Coupons with a fifth or less of their redemptions left"
        empty={{ title: 'No coupon is running out', description: 'Every capped coupon has room.' }}
        getKey={(coupon) => coupon.id}
        renderItem={(coupon) => <CouponRow coupon={coupon} detail={redemptionsLeftText(coupon)} />}
        footer={openCoupons}
      />
      <WorkCard
        title="This week's redemptions"
        query={week}
        items={week.data?.items.slice(0, SHOWN)}
        listLabel="Coupons redeemed in the last seven days"
        empty={{ title: 'No redemptions this week', description: 'No member used a coupon.' }}
        getKey={(redemption) => redemption.id}
        renderItem={(redemption) => <RedemptionRow redemption={redemption} />}
        footer={openCoupons}
      />
      <RedemptionFigures />
    </div>
  );
}
