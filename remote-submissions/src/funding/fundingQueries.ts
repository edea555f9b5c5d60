import {
  apiRequest,
  fundingKeys,
  type FundingListFilters,
  type FundingSummaryRange,
} from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const fundingListQuery = (filters: FundingListFilters) =>
  queryOptions({
    queryKey: fundingKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('fundingList', { query: filters, signal }),
  });

export const fundingSummaryQuery = (range: FundingSummaryRange) =>
  queryOptions({
    queryKey: fundingKeys.summary(range),
    queryFn: ({ signal }) => apiRequest('fundingSummary', { query: range, signal }),
  });

export const fundingDetailQuery = (id: string) =>
  queryOptions({
    queryKey: fundingKeys.detail(id),
    queryFn: ({ signal }) => apiRequest('fundingDetail', { query: { id }, signal }),
  });
