import { apiRequest, couponKeys } from '@backoffice/shared';
import { EmptyState, ErrorState, PageLayout, StatCard } from '@backoffice/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const overviewQuery = queryOptions({
  queryKey: couponKeys.statistics(),
  queryFn: ({ signal }) => apiRequest('couponStatistics', { signal }),
});

/** The area's first screen: its title and one real figure from the api. */
export function CouponsOverview() {
  const overview = useQuery(overviewQuery);
  return (
    <PageLayout title="Coupons">
      {overview.isError ? (
        <ErrorState
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : overview.isSuccess && overview.data.total === 0 ? (
        <EmptyState title="No coupons yet" />
      ) : (
        <StatCard
          label="Coupons"
          value={overview.isSuccess ? overview.data.total : null}
          loading={overview.isPending}
        />
      )}
    </PageLayout>
  );
}
