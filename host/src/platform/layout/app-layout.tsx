import { startRealtimeConnection } from '@backoffice/shared/realtime';
import { useEffect, type ReactNode } from 'react';
import { whenIdle } from '@backoffice/shared/session';
import { ReleaseNotice } from '../federation/release-notice';
import { useFollowReleases } from '../federation/release-watch';
import { useSessionLoading } from '../routing/page-loader';
import { RealtimeIndicator } from '../realtime/realtime-indicator';
import { SupportModule } from '../realtime/support-module';
import { AppHeader, type AppHeaderProps } from './app-header';
import { MainNav, NavEntriesProvider, type HostNavEntries } from './main-nav';
import { PageOutlet } from './page-outlet';
import { useLeaveGuard } from './use-leave-guard';
import styles from './app-layout.module.css';

const MAIN_ID = 'main-content';

/** What app/ puts in the layout: the host pages' nav links, a banner, the header's parts. */
export interface AppLayoutProps {
  nav: HostNavEntries;
  /** Above the header, on every page (the preview banner). */
  banner?: ReactNode;
  header: Omit<AppHeaderProps, 'realtimeIndicator'>;
}

/** The shared layout around every signed-in page: nav, header, and the page itself. */
export default function AppLayout({ nav, banner, header }: AppLayoutProps) {
  useLeaveGuard();
  useFollowReleases(useSessionLoading().areas);
  // The header's Live/Offline follows the socket whether or not the support remote is up. It
  // connects once the landing page has rendered (the page's first idle moment), not before it.
  useEffect(() => whenIdle(startRealtimeConnection), []);
  return (
    <NavEntriesProvider value={nav}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          Skip to content
        </a>
        <SupportModule name="SignedInSupport" />
        <MainNav mainId={MAIN_ID} />
        <div className={styles.column}>
          {banner}
          <ReleaseNotice />
          <AppHeader {...header} realtimeIndicator={<RealtimeIndicator />} />
          <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
            <PageOutlet />
          </main>
        </div>
      </div>
    </NavEntriesProvider>
  );
}
