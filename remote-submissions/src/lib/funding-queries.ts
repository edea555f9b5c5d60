import { apiRequest, fundingKeys, type FundingListFilters } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const fundingListQuery = (filters: FundingListFilters) =>
  queryOptions({
    queryKey: fundingKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('fundingList', { query: filters, signal }),
  });

export const fundingDetailQuery = (id: string) =>
  queryOptions({
    queryKey: fundingKeys.detail(id),
    queryFn: ({ signal }) => apiRequest('fundingDetail', { query: { id }, signal }),
  });

/** The four-eyes threshold: rarely changed by an owner, so read once in a while, not per page. */
export const approvalRuleQuery = () =>
  queryOptions({
    queryKey: fundingKeys.approvalRule(),
    queryFn: ({ signal }) => apiRequest('fundingApprovalRule', { signal }),
    staleTime: 60_000,
  });
