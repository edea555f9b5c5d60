import { permissionFor, selectUser, useAuthStore, useDocumentTitle } from '@backoffice/shared';
import { Link, Outlet, useLocation } from '@backoffice/shared/router';
import { EmptyState, PageLayout } from '@backoffice/shared/ui';
import { SettingsMenu } from './settings-menu';
import { settingsPaths } from './settings-paths';
import { settingsSectionAt, settingsSectionsFor, type SettingsSection } from './settings-sections';
import styles from './settings-layout.module.css';

function NotAllowed({ section, reason }: { section: SettingsSection; reason: string | undefined }) {
  useDocumentTitle(section.label, 'Settings');
  return (
    <PageLayout title={section.label}>
      <EmptyState
        title="Not available to your role"
        description={reason}
        action={<Link to={settingsPaths.general}>Back to your settings</Link>}
      />
    </PageLayout>
  );
}

/**
 * Every page of Settings: the menu of the pages the person's role may use, then the page. An
 * address the role may not use (a shared link, a role changed meanwhile) says so instead.
 */
export function SettingsLayout() {
  const user = useAuthStore(selectUser);
  const section = settingsSectionAt(useLocation().pathname);
  const check = section?.permission && permissionFor(user, section.permission);
  return (
    <div className={styles.layout}>
      <SettingsMenu sections={settingsSectionsFor(user)} />
      {section && check && !check.allowed ? (
        <NotAllowed section={section} reason={check.reason} />
      ) : (
        <Outlet />
      )}
    </div>
  );
}
