export { createQueryClient } from './queryClient';
export {
  couponKeys,
  couponStatisticsQuery,
  fundingKeys,
  fundingSummaryQuery,
  memberKeys,
  notificationKeys,
  supportKeys,
  supportUnreadQuery,
  totalUnread,
} from './queryKeys';
export { firstRequestQuery, firstRequestSchema } from './firstRequest';
export type { FirstRequest } from './firstRequest';
export type {
  CouponListFilters,
  FundingListFilters,
  FundingSummaryRange,
  MemberListFilters,
} from './queryKeys';
