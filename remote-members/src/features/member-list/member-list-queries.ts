import { apiRequest, memberKeys, type MemberListFilters } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export function memberListQuery(filters: MemberListFilters) {
  return queryOptions({
    queryKey: memberKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('memberList', { query: filters, signal }),
  });
}
