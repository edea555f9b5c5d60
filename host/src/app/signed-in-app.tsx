import { Button } from '@backoffice/shared/ui';
import { areaPaths } from '@backoffice/shared/session';
import { EnrolmentRedirect } from '../features/auth/enrolment-redirect';
import { useFollowOwnRole } from '../features/auth/use-follow-own-role';
import { useSignOut } from '../features/auth/use-sign-out';
import { PaletteButton } from '../features/command-palette/palette-button';
import { NotificationBell } from '../features/notifications/notification-bell';
import { PreviewBanner } from '../features/preview/preview-banner';
import { SignedInShell } from '../platform/layout/signed-in-shell';

// In the signed-in chunk, so an area's first visit does not wait for one more download.
export { AreaRoutes } from '../platform/federation/area-routes';
export { createSessionLoading } from '../platform/routing/session-loading';

/** A change of the admin's own role, followed on every page. */
function FollowOwnRole() {
  useFollowOwnRole();
  return null;
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="secondary" size="sm" onClick={signOut}>
      Sign out
    </Button>
  );
}

const nav = {
  first: [{ to: areaPaths.dashboard, label: 'Dashboard' }],
  last: [{ to: areaPaths.settings, label: 'Settings' }],
};
const header = {
  search: <PaletteButton />,
  notificationBell: <NotificationBell />,
  signOut: <SignOutButton />,
};

/**
 * The signed-in shell with the features it shows on every page: the palette, the bell, the
 * preview banner, Sign out, the admin's own role followed, and an account that must enrol
 * two-factor sent to the set-up.
 */
export function SignedInApp() {
  return (
    <SignedInShell
      watchers={
        <>
          <EnrolmentRedirect />
          <FollowOwnRole />
        </>
      }
      nav={nav}
      banner={<PreviewBanner />}
      header={header}
    />
  );
}
