import { useDateRange, useDocumentTitle, withTimeZone } from '@backoffice/shared';
import { PageLayout } from '@backoffice/shared/ui';
import { initialDashboardRange } from './dashboard-first-data';
import { DateRangeFilter } from './date-range-filter';
import { KpiCards } from './kpi-cards';
import { OverdueCard } from './overdue-card';
import { RecentNotifications } from './recent-notifications';
import { RequestsPerDayCard } from './requests-per-day-card';
import { ReviewQueue } from './review-queue';
import styles from './dashboard.module.css';

export default function DashboardPage() {
  const range = useDateRange(initialDashboardRange());
  // No end date means up to now; the days are the person's own (their time zone).
  const summaryRange = withTimeZone({ from: range.from, to: range.to });
  useDocumentTitle('Dashboard');
  return (
    <PageLayout
      title="Dashboard"
      description="Funding activity, the review queue and what needs attention."
    >
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
        <OverdueCard />
        <ReviewQueue />
        <RecentNotifications />
      </div>
    </PageLayout>
  );
}
