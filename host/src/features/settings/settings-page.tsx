import {
  selectUser,
  staffRoleLabels,
  useAuthStore,
  useDocumentTitle,
  usePermission,
} from '@backoffice/shared';
import { Navigate, useLocation } from '@backoffice/shared/router';
import { Button, Card, PageLayout } from '@backoffice/shared/ui';
import { TWO_FACTOR_ENROL_PARAM } from '../auth/two-factor-enrolment';
import { useSignOut } from '../auth/use-sign-out';
import { PushSettings } from '../../platform/push/push-settings';
import { YourBuilds } from './areas/your-builds';
import { settingsPaths } from './settings-paths';
import { ShortcutsChoice } from './shortcuts-choice';
import { ThemeChoice } from './theme-choice';
import styles from './settings.module.css';

/**
 * Settings' first page, everyone's own: profile, notifications, theme, shortcuts, sign out and
 * the build of each area. The other pages have their own addresses (settings-sections.ts).
 */
export function SettingsPage() {
  const { search } = useLocation();
  // A link from before Security had its own page still starts the two-factor set-up.
  if (new URLSearchParams(search).has(TWO_FACTOR_ENROL_PARAM)) {
    return <Navigate to={`${settingsPaths.security}${search}`} replace />;
  }
  return <GeneralSettings />;
}

function GeneralSettings() {
  const user = useAuthStore(selectUser);
  const signOut = useSignOut();
  // The single-key review shortcuts matter to those who review.
  const reviews = usePermission('decideFunding').allowed;
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
        <Card title="Session">
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
        </Card>
        <Card title="Your build" className={styles.wide}>
          <YourBuilds />
        </Card>
      </div>
    </PageLayout>
  );
}
