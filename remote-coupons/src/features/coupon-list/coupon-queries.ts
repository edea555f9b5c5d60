import { apiRequest, couponKeys, type CouponListFilters } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const couponListQuery = (filters: CouponListFilters) =>
  queryOptions({
    queryKey: couponKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('couponList', { query: filters, signal }),
  });
