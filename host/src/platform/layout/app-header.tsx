import { selectUser, useAuthStore } from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import type { ReactNode } from 'react';
import { useSignOut } from '../../features/auth/use-sign-out';
import { PaletteButton } from '../../features/command-palette/palette-button';
import styles from './app-layout.module.css';

export interface AppHeaderProps {
  /** Slot for the notification bell (its own issue fills it). */
  notificationBell?: ReactNode;
  /** Slot for the realtime connection indicator (its own issue fills it). */
  realtimeIndicator?: ReactNode;
}

/** The signed-in admin, sign out, and the two status slots. */
export function AppHeader({ notificationBell, realtimeIndicator }: AppHeaderProps) {
  const user = useAuthStore(selectUser);
  const signOut = useSignOut();
  return (
    <header className={styles.header}>
      <PaletteButton />
      <div className={styles.headerStatus}>
        {realtimeIndicator}
        {notificationBell}
      </div>
      <div className={styles.account}>
        <span className={styles.userName}>{user?.name ?? 'Signed in'}</span>
        {user && <span className={styles.userEmail}>{user.email}</span>}
      </div>
      <Button variant="secondary" size="sm" onClick={signOut}>
        Sign out
      </Button>
    </header>
  );
}
