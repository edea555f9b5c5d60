import { selectUser, useAuthStore, useDocumentTitle, type StaffRole } from '@backoffice/shared';
import { PageLayout } from '@backoffice/shared/ui';
import type { ComponentType } from 'react';
import { AuditorDashboard } from './auditor-dashboard';
import { dashboardRole } from './dashboard-role';
import { FinanceDashboard } from './finance-dashboard';
import { OwnerDashboard } from './owner-dashboard';
import { ReviewerDashboard } from './reviewer-dashboard';
import { SupportDashboard } from './support-dashboard';

/** Each role's first screen is its own work, at the same address (docs/design.md §5). */
const dashboards: Readonly<Record<StaffRole, { description: string; Content: ComponentType }>> = {
  owner: {
    description: 'What waits on owners, funding activity and the review queue.',
    Content: OwnerDashboard,
  },
  reviewer: {
    description: 'Your review queue, oldest first, and the second approvals waiting on you.',
    Content: ReviewerDashboard,
  },
  support: {
    description: 'Conversations waiting on a reply: yours, then the unassigned ones.',
    Content: SupportDashboard,
  },
  finance: {
    description: 'Coupons that end or run out soon, and redemptions so far.',
    Content: FinanceDashboard,
  },
  auditor: {
    description: 'Whether the audit trail is intact, and what happened last.',
    Content: AuditorDashboard,
  },
};

export default function DashboardPage() {
  const { description, Content } = dashboards[dashboardRole(useAuthStore(selectUser))];
  useDocumentTitle('Dashboard');
  return (
    <PageLayout title="Dashboard" description={description}>
      <Content />
    </PageLayout>
  );
}
