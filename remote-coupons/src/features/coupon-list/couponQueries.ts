import { apiRequest, couponKeys, type CouponListFilters } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const couponListQuery = (filters: CouponListFilters) =>
  queryOptions({
    queryKey: couponKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('couponList', { query: filters, signal }),
    // The previous page stays on screen while the next one loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
