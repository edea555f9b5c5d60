import { useRealtimeConnection } from '@backoffice/shared/realtime';
import { Suspense } from 'react';
import { Outlet, useLocation } from '@backoffice/shared/router';
import { NotificationBell } from '../notifications/NotificationBell';
import { PreviewBanner } from '../preview/PreviewBanner';
import { RealtimeIndicator } from '../realtime/RealtimeIndicator';
import { SupportModule } from '../realtime/SupportModule';
import { ErrorBoundary } from '../screens/ErrorBoundary';
import { ErrorScreen } from '../screens/ErrorScreen';
import { LoadingScreen } from '../screens/LoadingScreen';
import { AppHeader } from './AppHeader';
import { MainNav } from './MainNav';
import { useLeaveGuard } from './useLeaveGuard';
import styles from './AppLayout.module.css';

/** The shared layout around every signed-in page: nav, header, and the page itself. */
export default function AppLayout() {
  const location = useLocation();
  useLeaveGuard();
  // The header's Live/Offline follows the socket whether or not the support remote is up.
  useRealtimeConnection();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <SupportModule name="SignedInSupport" />
      <MainNav />
      <div className={styles.column}>
        <PreviewBanner />
        <AppHeader
          notificationBell={<NotificationBell />}
          realtimeIndicator={<RealtimeIndicator />}
        />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {/* Keyed by the first path segment: moving to another area clears a failed render. */}
          <ErrorBoundary key={location.pathname.split('/')[1]} fallback={<ErrorScreen />}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
