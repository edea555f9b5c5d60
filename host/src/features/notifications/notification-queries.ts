import { apiRequest, notificationKeys, type MarkRead } from '@backoffice/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export const NOTIFICATION_PAGE_SIZE = 10;

export const notificationCentreKeys = {
  all: [...notificationKeys.all, 'centre'] as const,
  list: (limit: number) => [...notificationCentreKeys.all, { limit }] as const,
  unreadCount: () => [...notificationCentreKeys.all, 'unread-count'] as const,
};

/**
 * How often a visible tab asks for the bell's number. Every kind of notification (a first approval
 * waiting for a second, a send-back, an assignment, a threshold request, an overdue item) is a row
 * written in its event's transaction, on whichever api instance served it; asking the database
 * every 1.5 s shows each within 2 s on every instance without a signal per kind. It is one
 * indexed count of the caller's own rows, and a hidden tab does not ask.
 */
export const NOTIFICATION_POLL_MS = 1500;

/** The bell's number: how many of the caller's notifications are unread (the page's total). */
export function notificationUnreadCountQuery() {
  return queryOptions({
    queryKey: notificationCentreKeys.unreadCount(),
    queryFn: ({ signal }) =>
      apiRequest('notifications', { query: { unread: true, limit: 1 }, signal }),
    select: (page) => page.total,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** The bell's list: the api's order (unread first, then newest), one page per "Load more". */
export function notificationCentreQuery(limit = NOTIFICATION_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: notificationCentreKeys.list(limit),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('notifications', { query: { page: pageParam, limit }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => apiRequest('markNotificationsRead', { body }),
    // Every notification list (the bell's, the dashboard's) shows read state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
