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
