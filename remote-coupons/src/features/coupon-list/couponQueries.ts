import { apiRequest, couponKeys, type CouponListFilters } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const couponStatisticsQuery = () =>
  queryOptions({
    queryKey: couponKeys.statistics(),
    queryFn: ({ signal }) => apiRequest('couponStatistics', { signal }),
  });

export const couponListQuery = (filters: CouponListFilters) =>
  queryOptions({
    queryKey: couponKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('couponList', { query: filters, signal }),
  });
