import {
  apiRequest,
  LIVE_REFETCH_MS,
  memberKeys,
  type MemberListFilters,
} from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

/** Live: an open list refetches, so another admin's change shows within 2 s. */
export function memberListQuery(filters: MemberListFilters) {
  return queryOptions({
    queryKey: memberKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('memberList', { query: filters, signal }),
    refetchInterval: LIVE_REFETCH_MS,
  });
}
