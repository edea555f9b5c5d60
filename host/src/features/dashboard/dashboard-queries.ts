import {
  apiRequest,
  couponKeys,
  FUNDING_REVIEW_QUEUE,
  FUNDING_SECOND_APPROVAL_QUEUE,
  fundingKeys,
  LIST_MAX_LIMIT,
  memberKeys,
  notificationKeys,
  supportKeys,
  type CouponListFilters,
  type FundingListFilters,
} from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const REVIEW_QUEUE_SIZE = 5;
export const RECENT_NOTIFICATIONS_SIZE = 5;

/** One row is enough: the page's `total` is the member count. */
const memberCountFilters = { limit: 1 };
export const memberCountQuery = () =>
  queryOptions({
    queryKey: memberKeys.list(memberCountFilters),
    queryFn: ({ signal }) => apiRequest('memberList', { query: memberCountFilters, signal }),
    select: (page) => page.total,
  });

/**
 * The oldest requests still waiting for a first look: the pending part of the review queue, so a
 * request opened from here is in a queue, and a decision on it opens the next one.
 */
const reviewQueueFilters = {
  queue: FUNDING_REVIEW_QUEUE,
  status: 'pending',
  sort: 'createdAt',
  limit: REVIEW_QUEUE_SIZE,
} as const satisfies FundingListFilters;

/**
 * A request opened from the panel opens inside the queue the panel shows (the submissions list's
 * URL state: the review queue's pending requests, oldest first), so Previous/Next and j/k walk on
 * through it.
 */
export const reviewQueueSearch = new URLSearchParams({
  queue: reviewQueueFilters.queue,
  status: reviewQueueFilters.status,
  sort: reviewQueueFilters.sort,
}).toString();
export const reviewQueueQuery = () =>
  queryOptions({
    queryKey: fundingKeys.list(reviewQueueFilters),
    queryFn: ({ signal }) => apiRequest('fundingList', { query: reviewQueueFilters, signal }),
  });

const dueKeys = {
  all: ['due'] as const,
  overdue: () => [...dueKeys.all, 'overdue'] as const,
};
/** What is past its target now: it moves with the clock, so it is asked again every minute. */
export const overdueCountsQuery = () =>
  queryOptions({
    queryKey: dueKeys.overdue(),
    queryFn: ({ signal }) => apiRequest('overdueCounts', { signal }),
    refetchInterval: 60_000,
  });

const recentNotificationFilters = { limit: RECENT_NOTIFICATIONS_SIZE };
export const recentNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(recentNotificationFilters),
    queryFn: ({ signal }) =>
      apiRequest('notifications', { query: recentNotificationFilters, signal }),
  });

/** How many items a role's work card shows: enough for a first screen, the rest one link away. */
export const WORK_CARD_SIZE = 8;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A funding list opened from a card keeps the card's filters, so the request opens in its queue. */
export const listSearch = (filters: FundingListFilters) =>
  new URLSearchParams(
    Object.entries(filters)
      .filter(([name]) => name !== 'limit')
      .map(([name, value]) => [name, String(value)]),
  ).toString();

/** A reviewer's queue: what waits for a first look or an answered question, the oldest first. */
export const reviewerQueueFilters = {
  queue: FUNDING_REVIEW_QUEUE,
  sort: 'createdAt',
  limit: WORK_CARD_SIZE,
} as const satisfies FundingListFilters;

/** The requests whose first approval was someone else's, which the caller may give the second. */
export const secondApprovalFilters = {
  queue: FUNDING_SECOND_APPROVAL_QUEUE,
  sort: 'createdAt',
  limit: WORK_CARD_SIZE,
} as const satisfies FundingListFilters;

export const fundingQueueQuery = (filters: FundingListFilters) =>
  queryOptions({
    queryKey: fundingKeys.list(filters),
    queryFn: ({ signal }) => apiRequest('fundingList', { query: filters, signal }),
  });

/** Every room with its inbox state: the support dashboard sorts out Mine and Unassigned itself. */
export const supportRoomsQuery = () =>
  queryOptions({
    queryKey: supportKeys.rooms(),
    queryFn: ({ signal }) => apiRequest('rooms', { signal }),
  });

/**
 * The active coupons, the soonest expiry first (no expiry last): one page holds every coupon that
 * ends soon, and the running-out ones among them are found on the page (finance-coupons.ts).
 */
const activeCouponFilters = {
  status: 'active',
  sort: 'expiresAt',
  limit: LIST_MAX_LIMIT,
} as const satisfies CouponListFilters;
export const activeCouponsQuery = () =>
  queryOptions({
    queryKey: couponKeys.list(activeCouponFilters),
    queryFn: ({ signal }) => apiRequest('couponList', { query: activeCouponFilters, signal }),
  });

/**
 * The redemption records of the last seven days, newest first (finance's week). The week starts
 * at the hour, so the key holds while the page stays open.
 */
export const weekRedemptionsQuery = (now = Date.now()) => {
  const since = new Date(Math.floor((now - 7 * DAY_MS) / HOUR_MS) * HOUR_MS).toISOString();
  return queryOptions({
    queryKey: couponKeys.redemptionsSince(since),
    queryFn: ({ signal }) =>
      apiRequest('couponRedemptions', { query: { since, limit: WORK_CARD_SIZE }, signal }),
  });
};

/** The newest entries of the whole trail (an auditor's first screen). */
export const recentActivityFilters = { page: 1, limit: WORK_CARD_SIZE } as const;

/** The owner's card counts the second approvals waiting: the total of a one-row page. */
export const ownerSecondApprovalFilters = {
  queue: FUNDING_SECOND_APPROVAL_QUEUE,
  sort: 'createdAt',
  limit: 1,
} as const satisfies FundingListFilters;
