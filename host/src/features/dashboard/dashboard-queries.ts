import {
  apiRequest,
  FUNDING_REVIEW_QUEUE,
  fundingKeys,
  memberKeys,
  notificationKeys,
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
