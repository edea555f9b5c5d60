export { QUERY_RETRY_COUNT, createQueryClient, shouldRetryQuery } from './queryClient';
export { couponKeys, fundingKeys, memberKeys, notificationKeys, supportKeys } from './queryKeys';
export { firstRequestParams, firstRequestQuery, firstRequestSchema } from './firstRequest';
export type { FirstRequest } from './firstRequest';
export type {
  CouponListFilters,
  FundingListFilters,
  FundingSummaryRange,
  MemberListFilters,
  NotificationListFilters,
} from './queryKeys';
