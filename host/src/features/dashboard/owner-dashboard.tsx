import { useDateRange, withTimeZone } from '@backoffice/shared';
import { initialDashboardRange } from './dashboard-first-data';
import { DateRangeFilter } from './date-range-filter';
import { KpiCards } from './kpi-cards';
import { OverdueCard } from './overdue-card';
import { OwnerWaitingCard } from './owner-waiting-card';
import { RecentNotifications } from './recent-notifications';
import { RequestsPerDayCard } from './requests-per-day-card';
import { ReviewQueue } from './review-queue';
import styles from './dashboard.module.css';

/** The owner's: what waits on owners first, then the figures over a range, the queue, the news. */
export function OwnerDashboard() {
  const range = useDateRange(initialDashboardRange());
  // No end date means up to now; the days are the person's own (their time zone).
  const summaryRange = withTimeZone({ from: range.from, to: range.to });
  return (
    <>
      <div className={styles.columns}>
        <OwnerWaitingCard />
        <OverdueCard />
      </div>
      <DateRangeFilter
        from={range.from}
        to={range.to}
        onChange={({ startDate, endDate }) => {
          range.setStartDate(startDate);
          range.setEndDate(endDate);
        }}
      />
      <KpiCards range={summaryRange} />
      <RequestsPerDayCard range={summaryRange} />
      <div className={styles.columns}>
        <ReviewQueue />
        <RecentNotifications />
      </div>
    </>
  );
}
