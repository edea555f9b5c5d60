import { startRealtimeConnection } from '@backoffice/shared/realtime';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@backoffice/shared/router';
import { useFollowOwnRole } from '../../features/auth/use-follow-own-role';
import { whenIdle } from '@backoffice/shared/session';
import { ReleaseNotice } from '../federation/release-notice';
import { useFollowReleases } from '../federation/release-watch';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { PreviewBanner } from '../../features/preview/preview-banner';
import { RealtimeIndicator } from '../realtime/realtime-indicator';
import { SupportModule } from '../realtime/support-module';
import { reportRumError } from '../observability/rum-queue';
import { ErrorBoundary } from '../screens/error-boundary';
import { ErrorScreen } from '../screens/error-screen';
import { LoadingScreen } from '../screens/loading-screen';
import { AppHeader } from './app-header';
import { MainNav } from './main-nav';
import { useLeaveGuard } from './use-leave-guard';
import styles from './app-layout.module.css';

const MAIN_ID = 'main-content';

/** The shared layout around every signed-in page: nav, header, and the page itself. */
export default function AppLayout() {
  const location = useLocation();
  useLeaveGuard();
  useFollowOwnRole();
  useFollowReleases();
  // The header's Live/Offline follows the socket whether or not the support remote is up. It
  // connects once the landing page has rendered (the page's first idle moment), not before it.
  useEffect(() => whenIdle(startRealtimeConnection), []);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <SupportModule name="SignedInSupport" />
      <MainNav mainId={MAIN_ID} />
      <div className={styles.column}>
        <PreviewBanner />
        <ReleaseNotice />
        <AppHeader
          notificationBell={<NotificationBell />}
          realtimeIndicator={<RealtimeIndicator />}
        />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {/* Keyed by the first path segment: moving to another area clears a failed render. */}
          <ErrorBoundary
            key={location.pathname.split('/')[1]}
            fallback={(error) => <ErrorScreen cause={error} />}
            onError={reportRumError}
          >
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
