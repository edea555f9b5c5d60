import { fundingSummaryQuery, type FundingSummaryRange } from '@backoffice/shared';
import { Card, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyFromChunk } from '../../platform/routing/loaded-chunk';
import { dashboardChartChunk } from './dashboard-chart-chunk';

const RequestsPerDayChart = lazyFromChunk(dashboardChartChunk, (chart) => chart.default);

const chartSkeleton = (
  <div role="status" aria-label="Loading requests per day">
    <Skeleton height={260} />
  </div>
);

export function RequestsPerDayCard({ range }: { range: FundingSummaryRange }) {
  const summary = useQuery(fundingSummaryQuery(range));
  return (
    <Card title="Requests per day">
      {summary.isPending ? (
        chartSkeleton
      ) : summary.isError ? (
        <ErrorState
          message={summary.error.message}
          cause={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : summary.data.perDay.every((day) => day.count === 0) ? (
        <EmptyState
          title="No requests in this period"
          description="Choose an earlier start date to see more."
        />
      ) : (
        <Suspense fallback={chartSkeleton}>
          <RequestsPerDayChart perDay={summary.data.perDay} />
        </Suspense>
      )}
    </Card>
  );
}
