import { selectUser, useAuthStore } from '@backoffice/shared';
import type { ReactNode } from 'react';
import styles from './app-layout.module.css';

export interface AppHeaderProps {
  /** First in the header (the command palette's button). */
  search?: ReactNode;
  /** Slot for the notification bell. */
  notificationBell?: ReactNode;
  /** Slot for the realtime connection indicator. */
  realtimeIndicator?: ReactNode;
  /** Last, after the signed-in admin ("Sign out"). */
  signOut?: ReactNode;
}

/** The signed-in admin, sign out, and the two status slots. */
export function AppHeader({
  search,
  notificationBell,
  realtimeIndicator,
  signOut,
}: AppHeaderProps) {
  const user = useAuthStore(selectUser);
  return (
    <header className={styles.header}>
      {search}
      <div className={styles.headerStatus}>
        {realtimeIndicator}
        {notificationBell}
      </div>
      <div className={styles.account}>
        <span className={styles.userName}>{user?.name ?? 'Signed in'}</span>
        {user && <span className={styles.userEmail}>{user.email}</span>}
      </div>
      {signOut}
    </header>
  );
}
