import {
  apiRequest,
  couponKeys,
  LIVE_REFETCH_MS,
  type CouponListFilters,
} from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

/** Live: an open list refetches, so another admin's change shows within 2 s. */
export const couponListQuery = (filters: CouponListFilters) =>
  queryOptions({
    queryKey: couponKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('couponList', { query: filters, signal }),
    refetchInterval: LIVE_REFETCH_MS,
  });
