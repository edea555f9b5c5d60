import type { EndpointQuery } from '../contract';

/*
 * Query keys start with the area's name (docs/design.md §2) so the areas sharing one QueryClient never
 * collide, and `invalidateQueries({ queryKey: xKeys.all })` refreshes one area.
 */

export type FundingListFilters = EndpointQuery<'fundingList'>;
export type FundingSummaryRange = EndpointQuery<'fundingSummary'>;
export type MemberListFilters = EndpointQuery<'memberList'>;
export type CouponListFilters = EndpointQuery<'couponList'>;
export type NotificationListFilters = EndpointQuery<'notifications'>;

export const fundingKeys = {
  all: ['submissions'] as const,
  lists: () => [...fundingKeys.all, 'list'] as const,
  list: (filters: FundingListFilters) => [...fundingKeys.lists(), filters] as const,
  summary: (range: FundingSummaryRange) => [...fundingKeys.all, 'summary', range] as const,
  details: () => [...fundingKeys.all, 'detail'] as const,
  detail: (id: string) => [...fundingKeys.details(), id] as const,
};

export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (filters: MemberListFilters) => [...memberKeys.lists(), filters] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
};

export const supportKeys = {
  all: ['support'] as const,
  rooms: () => [...supportKeys.all, 'rooms'] as const,
  histories: () => [...supportKeys.all, 'history'] as const,
  history: (roomId: string) => [...supportKeys.histories(), roomId] as const,
};

export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (filters: CouponListFilters) => [...couponKeys.lists(), filters] as const,
  statistics: () => [...couponKeys.all, 'statistics'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filters: NotificationListFilters) => [...notificationKeys.lists(), filters] as const,
};
