import { areaPaths } from '@backoffice/shared';
import { NavLink } from '@backoffice/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { startArea } from '../federation/area-preload';
import { areas } from '../federation/areas';
import { SupportUnreadBadge } from '../realtime/SupportUnreadBadge';
import styles from './AppLayout.module.css';

const links = [
  { to: areaPaths.dashboard, label: 'Dashboard' },
  ...areas.map((area) => ({ to: area.path, label: area.title })),
  { to: areaPaths.settings, label: 'Settings' },
];

export function MainNav() {
  const queryClient = useQueryClient();
  // The moment a link is pointed at, focused or pressed, its area's code and first data start.
  const preload = (to: string) => () => startArea(queryClient, { pathname: to, search: '' });
  return (
    <nav className={styles.nav} aria-label="Main">
      <p className={styles.brand}>Back-office</p>
      <ul className={styles.navList}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onPointerEnter={preload(link.to)}
              onFocus={preload(link.to)}
              onPointerDown={preload(link.to)}
              className={({ isActive }) =>
                isActive ? `${styles.navLink} ${styles.active}` : styles.navLink
              }
            >
              {link.label}
              {link.to === areaPaths.support && <SupportUnreadBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
