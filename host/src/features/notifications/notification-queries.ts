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

/** The bell's number: how many of the caller's notifications are unread (the page's total). */
export function notificationUnreadCountQuery() {
  return queryOptions({
    queryKey: notificationCentreKeys.unreadCount(),
    queryFn: ({ signal }) =>
      apiRequest('notifications', { query: { unread: true, limit: 1 }, signal }),
    select: (page) => page.total,
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
