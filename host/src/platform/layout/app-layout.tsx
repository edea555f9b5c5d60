import { startRealtimeConnection } from '@backoffice/shared/realtime';
import { useEffect } from 'react';
import { useFollowOwnRole } from '../../features/auth/use-follow-own-role';
import { whenIdle } from '@backoffice/shared/session';
import { ReleaseNotice } from '../federation/release-notice';
import { useFollowReleases } from '../federation/release-watch';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { PreviewBanner } from '../../features/preview/preview-banner';
import { RealtimeIndicator } from '../realtime/realtime-indicator';
import { SupportModule } from '../realtime/support-module';
import { AppHeader } from './app-header';
import { MainNav } from './main-nav';
import { PageOutlet } from './page-outlet';
import { useLeaveGuard } from './use-leave-guard';
import styles from './app-layout.module.css';

const MAIN_ID = 'main-content';

/** The shared layout around every signed-in page: nav, header, and the page itself. */
export default function AppLayout() {
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
          <PageOutlet />
        </main>
      </div>
    </div>
  );
}
