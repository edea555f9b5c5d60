export { createQueryClient } from './query-client';
export {
  auditKeys,
  authKeys,
  couponKeys,
  couponStatisticsQuery,
  fundingKeys,
  fundingSummaryQuery,
  memberKeys,
  notificationKeys,
  settingsKeys,
  supportKeys,
  supportUnreadQuery,
  totalUnread,
} from './query-keys';
export { useListedItem } from './listed-item';
export { carriedFirstData, firstRequestQuery, firstRequestSchema } from './first-request';
export type { FirstRequest } from './first-request';
export type {
  CouponListFilters,
  FundingListFilters,
  FundingSummaryRange,
  MemberListFilters,
} from './query-keys';
