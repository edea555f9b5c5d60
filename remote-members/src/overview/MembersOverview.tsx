import { apiRequest, memberKeys } from '@backoffice/shared';
import { EmptyState, ErrorState, PageLayout, StatCard } from '@backoffice/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const overviewQuery = queryOptions({
  queryKey: memberKeys.list({ limit: 1 }),
  queryFn: ({ signal }) => apiRequest('memberList', { query: { limit: 1 }, signal }),
});

/** The area's first screen: its title and one real figure from the api. */
export function MembersOverview() {
  const overview = useQuery(overviewQuery);
  return (
    <PageLayout title="Members">
      {overview.isError ? (
        <ErrorState
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : overview.isSuccess && overview.data.total === 0 ? (
        <EmptyState title="No members yet" />
      ) : (
        <StatCard
          label="Members"
          value={overview.isSuccess ? overview.data.total : null}
          loading={overview.isPending}
        />
      )}
    </PageLayout>
  );
}
