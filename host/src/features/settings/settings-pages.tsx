import { getRuntimeConfig, useDocumentTitle, usePermission } from '@backoffice/shared';
import { Navigate, Route, Routes, useLocation } from '@backoffice/shared/router';
import { Card, PageLayout } from '@backoffice/shared/ui';
import type { ComponentType, ReactNode } from 'react';
import { lazyFromChunk } from '../../platform/routing/loaded-chunk';
import { healthChunk } from '../health/health-chunk';
import { ActivitySection } from './activity/activity-section';
import { ApprovalThresholdForm } from './approvals/approval-threshold-form';
import { AreasSection } from './areas/areas-section';
import { OwnPasswordForm } from './password/own-password-form';
import { RemoteDiagnostics } from './remote-diagnostics';
import { SettingsLayout } from './settings-layout';
import { SettingsPage } from './settings-page';
import { settingsPaths } from './settings-paths';
import { settingsSectionAt } from './settings-sections';
import { TwoFactorPolicyForm } from './security/two-factor-policy-form';
import { TwoFactorSection } from './security/two-factor-section';
import { OwnSessions } from './sessions/own-sessions';
import { StaffSection } from './staff/staff-section';
import { SupportRoutingForm } from './support/support-routing-form';
import { DueTargetsForm } from './targets/due-targets-form';
import styles from './settings.module.css';

/** One page of Settings: its heading and the browser tab's title name the page. */
function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title, 'Settings');
  return <PageLayout title={title}>{children}</PageLayout>;
}

/** Your password, two-factor and sessions; owners also set which roles must use two-factor. */
function SecurityPage() {
  const canManageSettings = usePermission('manageSettings').allowed;
  return (
    <TitledPage title="Security">
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
    </TitledPage>
  );
}

function StaffPage() {
  return (
    <TitledPage title="Staff">
      <StaffSection />
    </TitledPage>
  );
}

function ActivityPage() {
  return (
    <TitledPage title="Activity">
      <ActivitySection />
    </TitledPage>
  );
}

function ApprovalsPage() {
  return (
    <TitledPage title="Approvals">
      <Card title="Second approval">
        <ApprovalThresholdForm />
      </Card>
    </TitledPage>
  );
}

function DueTargetsPage() {
  return (
    <TitledPage title="Due targets">
      <Card title="Due targets">
        <DueTargetsForm />
      </Card>
    </TitledPage>
  );
}

/** Routing conversations by capacity (owners). */
function SupportPage() {
  return (
    <TitledPage title="Support">
      <Card title="Conversation routing">
        <SupportRoutingForm />
      </Card>
    </TitledPage>
  );
}

/** The api base, each area's manifest, version and state, and previewing a build. */
function DiagnosticsPage() {
  return (
    <TitledPage title="Diagnostics">
      <Card>
        <dl className={styles.facts}>
          <dt>API base</dt>
          <dd>
            <code>{getRuntimeConfig().apiBaseUrl}</code>
          </dd>
        </dl>
        <RemoteDiagnostics />
      </Card>
    </TitledPage>
  );
}

function AreasPage() {
  return (
    <TitledPage title="Areas">
      <AreasSection />
    </TitledPage>
  );
}

/** The pages after the first, by their address (Health is its own chunk, routed beside these). */
const pagesByPath: Readonly<Record<string, ComponentType>> = {
  [settingsPaths.security]: SecurityPage,
  [settingsPaths.staff]: StaffPage,
  [settingsPaths.activity]: ActivityPage,
  [settingsPaths.approvals]: ApprovalsPage,
  [settingsPaths.targets]: DueTargetsPage,
  [settingsPaths.support]: SupportPage,
  [settingsPaths.diagnostics]: DiagnosticsPage,
  [settingsPaths.areas]: AreasPage,
};

/** The page of Settings at the address; an address Settings does not have opens its first page. */
function SettingsSubPage() {
  const section = settingsSectionAt(useLocation().pathname);
  const Page = section && pagesByPath[section.path];
  return Page ? <Page /> : <Navigate to={settingsPaths.general} replace />;
}

const HealthPage = lazyFromChunk(healthChunk, (health) => health.default);
const healthSubPath = settingsPaths.health.slice(`${settingsPaths.general}/`.length);

/** Settings' route (`/settings/*`): its layout around the page at the address. */
export default function SettingsPages() {
  return (
    <Routes>
      <Route element={<SettingsLayout />}>
        <Route index element={<SettingsPage />} />
        <Route path={healthSubPath} element={<HealthPage />} />
        <Route path="*" element={<SettingsSubPage />} />
      </Route>
    </Routes>
  );
}
