import {
  getRuntimeConfig,
  selectUser,
  staffRoleLabels,
  useAuthStore,
  useDocumentTitle,
  usePermission,
} from '@backoffice/shared';
import { Link } from '@backoffice/shared/router';
import { Button, Card, PageLayout } from '@backoffice/shared/ui';
import { useSignOut } from '../auth/use-sign-out';
import { PushSettings } from '../push/push-settings';
import { ActivitySection } from './activity/activity-section';
import { ApprovalThresholdForm } from './approvals/approval-threshold-form';
import { AreasSection } from './areas/areas-section';
import { YourBuilds } from './areas/your-builds';
import { OwnPasswordForm } from './password/own-password-form';
import { RemoteDiagnostics } from './remote-diagnostics';
import { TwoFactorPolicyForm } from './security/two-factor-policy-form';
import { TwoFactorSection } from './security/two-factor-section';
import { OwnSessions } from './sessions/own-sessions';
import { ShortcutsChoice } from './shortcuts-choice';
import { StaffSection } from './staff/staff-section';
import { ThemeChoice } from './theme-choice';
import styles from './settings.module.css';

export default function SettingsPage() {
  const user = useAuthStore(selectUser);
  const signOut = useSignOut();
  const canReadAudit = usePermission('readAudit').allowed;
  const canManageSettings = usePermission('manageSettings').allowed;
  const canManageStaff = usePermission('manageStaff').allowed;
  const canReadHealth = usePermission('readHealth').allowed;
  // The single-key review shortcuts matter to those who review; the manifests and previews of
  // Diagnostics to owners, who run the deployment.
  const reviews = usePermission('decideFunding').allowed;
  const seesDiagnostics = canManageSettings;
  useDocumentTitle('Settings');
  return (
    <PageLayout title="Settings">
      <div className={styles.grid}>
        <Card title="Admin profile">
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{user?.name ?? '—'}</dd>
            <dt>Email</dt>
            <dd>{user?.email ?? '—'}</dd>
            <dt>Role</dt>
            <dd>
              {user?.staffRole
                ? `${staffRoleLabels[user.staffRole]} (${user.role} account)`
                : (user?.role ?? '—')}
            </dd>
          </dl>
        </Card>
        <Card title="Push notifications">
          <PushSettings />
        </Card>
        <Card title="Theme">
          <ThemeChoice />
        </Card>
        {reviews && (
          <Card title="Keyboard shortcuts">
            <ShortcutsChoice />
          </Card>
        )}
        {canManageSettings && (
          <Card title="Approvals">
            <ApprovalThresholdForm />
          </Card>
        )}
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
        <Card title="Session">
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
        </Card>
        <Card title="Your build" className={styles.wide}>
          <YourBuilds />
        </Card>
        {canReadHealth && (
          <Card title="Health">
            <Link to="/settings/health">Timings and errors per area and release</Link>
          </Card>
        )}
        <Card title="Your sessions">
          <OwnSessions />
        </Card>
        {seesDiagnostics && (
          <Card title="Diagnostics" className={styles.wide}>
            <dl className={styles.facts}>
              <dt>API base</dt>
              <dd>
                <code>{getRuntimeConfig().apiBaseUrl}</code>
              </dd>
            </dl>
            <RemoteDiagnostics />
          </Card>
        )}
      </div>
      {canManageSettings && <AreasSection />}
      {canManageStaff && <StaffSection />}
      {canReadAudit && <ActivitySection />}
    </PageLayout>
  );
}
