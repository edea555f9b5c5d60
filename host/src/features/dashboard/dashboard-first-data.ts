import {
  couponStatisticsQuery,
  fundingSummaryQuery,
  supportUnreadQuery,
  toYmd,
  useAuthStore,
  withTimeZone,
  type StaffRole,
} from '@backoffice/shared';
import { startOfDay, subDays } from 'date-fns';
import type { FirstQuery } from '../../platform/routing/first-data';
import { healthSummaryQuery } from '../health/health-queries';
import {
  activityQuery,
  auditHeadQuery,
  auditVerifyQuery,
} from '../settings/activity/activity-queries';
import { approvalSettingsQuery } from '../settings/approvals/approval-settings-query';
import { staffListQuery } from '../settings/staff/staff-queries';
import {
  activeCouponsQuery,
  weekRedemptionsQuery,
  fundingQueueQuery,
  memberCountQuery,
  overdueCountsQuery,
  ownerSecondApprovalFilters,
  recentActivityFilters,
  recentNotificationsQuery,
  reviewerQueueFilters,
  reviewQueueQuery,
  secondApprovalFilters,
  supportRoomsQuery,
} from './dashboard-queries';
import { dashboardRole } from './dashboard-role';

/** The last 30 days up to today: a range with something to chart on first sight. */
export function initialDashboardRange(now = new Date()) {
  const today = startOfDay(now);
  return { startDate: subDays(today, 29), endDate: today };
}

function ownerFirstQueries(now: Date): FirstQuery[] {
  const { startDate, endDate } = initialDashboardRange(now);
  return [
    approvalSettingsQuery(),
    staffListQuery(),
    fundingQueueQuery(ownerSecondApprovalFilters),
    healthSummaryQuery(),
    overdueCountsQuery(),
    fundingSummaryQuery(withTimeZone({ from: toYmd(startDate), to: toYmd(endDate) })),
    couponStatisticsQuery(),
    memberCountQuery(),
    supportUnreadQuery(),
    reviewQueueQuery(),
    recentNotificationsQuery(),
  ];
}

/**
 * What each role's dashboard shows first: the queries its cards render from, so the page loader
 * can ask for them beside its chunk instead of after it renders. The role is the signed-in
 * person's, as the page reads it.
 */
export function firstData(
  now = new Date(),
  role: StaffRole = dashboardRole(useAuthStore.getState().user),
): FirstQuery[] {
  switch (role) {
    case 'owner':
      return ownerFirstQueries(now);
    case 'reviewer':
      return [fundingQueueQuery(reviewerQueueFilters), fundingQueueQuery(secondApprovalFilters)];
    case 'support':
      return [supportRoomsQuery()];
    case 'finance':
      return [activeCouponsQuery(), weekRedemptionsQuery(now.getTime()), couponStatisticsQuery()];
    case 'auditor':
      return [auditVerifyQuery(), auditHeadQuery(), activityQuery(recentActivityFilters)];
  }
}
