import { apiRequest, memberKeys, type MemberListFilters } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export function memberListQuery(filters: MemberListFilters) {
  return queryOptions({
    queryKey: memberKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('memberList', { query: filters, signal }),
    // The table keeps its rows while the next page or sort loads.
    placeholderData: keepPreviousData,
  });
}
