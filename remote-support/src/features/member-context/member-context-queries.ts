import { apiRequest, supportKeys } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

/** The api's page limit: a member with more requests than this is rare, and it says so. */
export const REQUESTS_LIMIT = 100;

export function chatMemberQuery(memberId: string) {
  return queryOptions({
    queryKey: supportKeys.member(memberId),
    queryFn: ({ signal }) => apiRequest('memberDetail', { query: { id: memberId }, signal }),
  });
}

export function chatMemberRequestsQuery(memberId: string) {
  return queryOptions({
    queryKey: supportKeys.memberRequests(memberId),
    queryFn: ({ signal }) =>
      apiRequest('fundingList', {
        query: { requesterId: memberId, limit: REQUESTS_LIMIT, sort: 'createdAt' },
        signal,
      }),
  });
}
