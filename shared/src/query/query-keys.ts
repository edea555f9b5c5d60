import { queryOptions } from '@tanstack/react-query';
import type { AuditEntityType, AuditEntry, AuditListQuery, EndpointQuery, Room } from '../contract';
import { apiRequest } from '../http/api-request';

/*
 * Query keys, and beside them the queries more than one app runs (one definition, so every app
 * reads the same cache entry the same way). Query keys start with the area's name (docs/design.md §2) so the areas sharing one QueryClient never
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
  approvalRule: () => [...fundingKeys.all, 'approval-rule'] as const,
};

/** Counts per status and per day over a date range: the dashboard's KPIs and the list's cards. */
export const fundingSummaryQuery = (range: FundingSummaryRange) =>
  queryOptions({
    queryKey: fundingKeys.summary(range),
    queryFn: ({ signal }) => apiRequest('fundingSummary', { query: range, signal }),
  });

export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (filters: MemberListFilters) => [...memberKeys.lists(), filters] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
  /** One part of a member's timeline: an area's (`remote_<area>`) or the members area's own. */
  timeline: (id: string, part: string) => [...memberKeys.all, 'timeline', id, part] as const,
  /** That part's newest `limit` entries ("Show older" asks for more under the part's key). */
  timelinePage: (id: string, part: string, limit: number) =>
    [...memberKeys.timeline(id, part), { limit }] as const,
};

export const supportKeys = {
  all: ['support'] as const,
  rooms: () => [...supportKeys.all, 'rooms'] as const,
  member: (id: string) => [...supportKeys.all, 'member', id] as const,
  memberRequests: (id: string) => [...supportKeys.all, 'member-requests', id] as const,
};

/** Every room's unread messages added up. */
export const totalUnread = (rooms: readonly Pick<Room, 'unreadCount'>[]) =>
  rooms.reduce((sum, room) => sum + room.unreadCount, 0);

/** The unread total over the room list (the dashboard's KPI). */
export const supportUnreadQuery = () =>
  queryOptions({
    queryKey: supportKeys.rooms(),
    queryFn: ({ signal }) => apiRequest('rooms', { signal }),
    select: (data) => totalUnread(data.rooms),
  });

export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (filters: CouponListFilters) => [...couponKeys.lists(), filters] as const,
  statistics: () => [...couponKeys.all, 'statistics'] as const,
  /** Redemption records since a moment (finance's week). */
  redemptionsSince: (since: string) => [...couponKeys.all, 'redemptions', since] as const,
};

/** Coupon counts and redemptions: the dashboard's KPI and the coupons page's cards. */
export const couponStatisticsQuery = () =>
  queryOptions({
    queryKey: couponKeys.statistics(),
    queryFn: ({ signal }) => apiRequest('couponStatistics', { signal }),
  });

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filters: NotificationListFilters) => [...notificationKeys.lists(), filters] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  entity: (type: AuditEntityType, id: string) => [...auditKeys.all, 'entity', type, id] as const,
  entries: (filters: AuditListQuery) => [...auditKeys.all, 'entries', filters] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
  verify: () => [...auditKeys.all, 'verify'] as const,
  head: () => [...auditKeys.all, 'head'] as const,
};

/** The signed-in account's own queries (the host's role follow-up and Settings → Your sessions). */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  sessions: () => [...authKeys.all, 'sessions'] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  approval: () => [...settingsKeys.all, 'approval'] as const,
};

/** The newest first; entries of one moment keep the api's order. */
const newestFirst = (entries: readonly AuditEntry[]) =>
  entries.toSorted((a, b) => Date.parse(b.at) - Date.parse(a.at));

/** One entity's own audit trail, for its page: the members, coupons and funding areas. */
export const entityHistoryQuery = (type: AuditEntityType, id: string) =>
  queryOptions({
    queryKey: auditKeys.entity(type, id),
    queryFn: ({ signal }) => apiRequest('entityAudit', { query: { type, id }, signal }),
    select: newestFirst,
  });
