import { apiRequest, fundingKeys } from '@backoffice/shared';
import { EmptyState, ErrorState, PageLayout, StatCard } from '@backoffice/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const overviewQuery = queryOptions({
  queryKey: fundingKeys.list({ limit: 1 }),
  queryFn: ({ signal }) => apiRequest('fundingList', { query: { limit: 1 }, signal }),
});

/** The area's first screen: its title and one real figure from the api. */
export function SubmissionsOverview() {
  const overview = useQuery(overviewQuery);
  return (
    <PageLayout title="Submissions">
      {overview.isError ? (
        <ErrorState
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : overview.isSuccess && overview.data.total === 0 ? (
        <EmptyState title="No funding requests yet" />
      ) : (
        <StatCard
          label="Funding requests"
          value={overview.isSuccess ? overview.data.total : null}
          loading={overview.isPending}
        />
      )}
    </PageLayout>
  );
}
