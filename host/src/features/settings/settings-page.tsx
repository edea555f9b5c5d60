import {
  getRuntimeConfig,
  selectUser,
  staffRoleLabels,
  useAuthStore,
  useDocumentTitle,
  usePermission,
} from '@backoffice/shared';
import { Button, Card, PageLayout } from '@backoffice/shared/ui';
import { useSignOut } from '../auth/use-sign-out';
import { PushSettings } from '../push/push-settings';
import { ActivitySection } from './activity/activity-section';
import { ApprovalThresholdForm } from './approvals/approval-threshold-form';
import { OwnPasswordForm } from './password/own-password-form';
import { RemoteDiagnostics } from './remote-diagnostics';
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
        <Card title="Session">
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
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
      {canManageStaff && <StaffSection />}
      {canReadAudit && <ActivitySection />}
    </PageLayout>
  );
}
