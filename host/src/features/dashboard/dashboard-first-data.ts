import {
  couponStatisticsQuery,
  fundingSummaryQuery,
  supportUnreadQuery,
  toYmd,
  withTimeZone,
} from '@backoffice/shared';
import { startOfDay, subDays } from 'date-fns';
import type { FirstQuery } from '../../platform/routing/first-data';
import {
  memberCountQuery,
  overdueCountsQuery,
  recentNotificationsQuery,
  reviewQueueQuery,
} from './dashboard-queries';

/** The last 30 days up to today: a range with something to chart on first sight. */
export function initialDashboardRange(now = new Date()) {
  const today = startOfDay(now);
  return { startDate: subDays(today, 29), endDate: today };
}

/**
 * What the dashboard shows first, in its initial range: the queries its cards render from, so the
 * page loader can ask for them beside its chunk instead of after it renders.
 */
export function firstData(now = new Date()): FirstQuery[] {
  const { startDate, endDate } = initialDashboardRange(now);
  return [
    fundingSummaryQuery(withTimeZone({ from: toYmd(startDate), to: toYmd(endDate) })),
    couponStatisticsQuery(),
    memberCountQuery(),
    supportUnreadQuery(),
    overdueCountsQuery(),
    reviewQueueQuery(),
    recentNotificationsQuery(),
  ];
}
