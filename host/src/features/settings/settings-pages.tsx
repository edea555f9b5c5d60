import { getRuntimeConfig, useDocumentTitle, usePermission } from '@backoffice/shared';
import { Card, PageLayout } from '@backoffice/shared/ui';
import type { ReactNode } from 'react';
import { ActivitySection } from './activity/activity-section';
import { ApprovalThresholdForm } from './approvals/approval-threshold-form';
import { AreasSection } from './areas/areas-section';
import { OwnPasswordForm } from './password/own-password-form';
import { RemoteDiagnostics } from './remote-diagnostics';
import { TwoFactorPolicyForm } from './security/two-factor-policy-form';
import { TwoFactorSection } from './security/two-factor-section';
import { OwnSessions } from './sessions/own-sessions';
import { StaffSection } from './staff/staff-section';
import { DueTargetsForm } from './targets/due-targets-form';
import styles from './settings.module.css';

/** One page of Settings: its heading and the browser tab's title name the page. */
function SettingsSubPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title, 'Settings');
  return <PageLayout title={title}>{children}</PageLayout>;
}

/** Your password, two-factor and sessions; owners also set which roles must use two-factor. */
export function SecurityPage() {
  const canManageSettings = usePermission('manageSettings').allowed;
  return (
    <SettingsSubPage title="Security">
      <div className={styles.grid}>
        <Card title="Your password">
          <OwnPasswordForm />
        </Card>
        <Card title="Your security">
          <TwoFactorSection />
        </Card>
        {canManageSettings && (
          <Card title="Two-factor requirement">
            <TwoFactorPolicyForm />
          </Card>
        )}
        <Card title="Your sessions" className={styles.wide}>
          <OwnSessions />
        </Card>
      </div>
    </SettingsSubPage>
  );
}

export function StaffPage() {
  return (
    <SettingsSubPage title="Staff">
      <StaffSection />
    </SettingsSubPage>
  );
}

export function ActivityPage() {
  return (
    <SettingsSubPage title="Activity">
      <ActivitySection />
    </SettingsSubPage>
  );
}

export function ApprovalsPage() {
  return (
    <SettingsSubPage title="Approvals">
      <Card title="Second approval">
        <ApprovalThresholdForm />
      </Card>
    </SettingsSubPage>
  );
}

export function DueTargetsPage() {
  return (
    <SettingsSubPage title="Due targets">
      <Card title="Response targets">
        <DueTargetsForm />
      </Card>
    </SettingsSubPage>
  );
}

/** The api base, each area's manifest, version and state, and previewing a build. */
export function DiagnosticsPage() {
  return (
    <SettingsSubPage title="Diagnostics">
      <Card>
        <dl className={styles.facts}>
          <dt>API base</dt>
          <dd>
            <code>{getRuntimeConfig().apiBaseUrl}</code>
          </dd>
        </dl>
        <RemoteDiagnostics />
      </Card>
    </SettingsSubPage>
  );
}

export function AreasPage() {
  return (
    <SettingsSubPage title="Areas">
      <AreasSection />
    </SettingsSubPage>
  );
}

export { SettingsLayout } from './settings-layout';
export { SettingsPage } from './settings-page';
