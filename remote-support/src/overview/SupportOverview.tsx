import { apiRequest, supportKeys } from '@backoffice/shared';
import { EmptyState, ErrorState, PageLayout, StatCard } from '@backoffice/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const overviewQuery = queryOptions({
  queryKey: supportKeys.rooms(),
  queryFn: ({ signal }) => apiRequest('rooms', { signal }),
});

/** The area's first screen: its title and one real figure from the api. */
export function SupportOverview() {
  const overview = useQuery(overviewQuery);
  return (
    <PageLayout title="Support">
      {overview.isError ? (
        <ErrorState
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : overview.isSuccess && overview.data.rooms.length === 0 ? (
        <EmptyState title="No support rooms yet" />
      ) : (
        <StatCard
          label="Support rooms"
          value={overview.isSuccess ? overview.data.rooms.length : null}
          loading={overview.isPending}
        />
      )}
    </PageLayout>
  );
}
