import { NavLink, useNavigate } from '@backoffice/shared/router';
import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { AreaNavBadge } from '../federation/area-nav-badge';
import { selectAreas, useRemoteStatusStore } from '../federation/remote-status-store';
import { usePageLoader } from '../routing/page-loader';
import styles from './app-layout.module.css';

interface NavEntry {
  to: string;
  label: string;
  badge?: ReactNode;
}

/** The host's own pages in the nav (app/ gives them): `first` before the areas, `last` after. */
export interface HostNavEntries {
  first: readonly NavEntry[];
  last: readonly NavEntry[];
}

const NavEntriesContext = createContext<HostNavEntries>({ first: [], last: [] });
export const NavEntriesProvider = NavEntriesContext.Provider;

/** The host's own pages around the areas /remotes.json lists, in their declared order. */
export function useNavEntries(): NavEntry[] {
  const areas = useRemoteStatusStore(selectAreas);
  const host = useContext(NavEntriesContext);
  return [
    ...host.first,
    ...areas.map((area) => ({
      to: area.path,
      label: area.title,
      ...(area.badge && { badge: <AreaNavBadge area={{ ...area, badge: area.badge }} /> }),
    })),
    ...host.last,
  ];
}

const isCurrentPage = (to: string) =>
  window.location.pathname === to && window.location.search === '';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * The main nav: a sidebar on wide screens; on phones a bar whose "Menu" button shows and hides the
 * links (the button is hidden by CSS where the sidebar has room), so pages keep the full width.
 * `mainId` is the page's main element: where the keyboard goes once the menu closes under it.
 */
export function MainNav({ mainId }: { mainId: string }) {
  const loader = usePageLoader();
  // The moment a link is pointed at, focused or pressed, its page's code and first data start.
  const pointed = (to: string) => () => loader.load(to, 'point');
  const links = useNavEntries();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <nav
      className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}
      aria-label="Main"
      onKeyDown={(event) => {
        if (!open || event.key !== 'Escape') return;
        setOpen(false);
        menuButton.current?.focus();
      }}
    >
      <div className={styles.navBar}>
        <p className={styles.brand}>Back-office</p>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className={styles.menuIcon}>
            {open ? '✕' : '☰'}
          </span>
          Menu
        </button>
      </div>
      <ul id={listId} className={styles.navList}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onPointerEnter={pointed(link.to)}
              onFocus={pointed(link.to)}
              onPointerDown={pointed(link.to)}
              className={({ isActive }) =>
                isActive ? `${styles.navLink} ${styles.active}` : styles.navLink
              }
              onClick={(event) => {
                // A click with no pointer or focus before it (assistive tech, scripts) starts the
                // page here, before the route renders; the person is going there, so its code runs.
                loader.load(link.to, 'click');
                // The open menu hides with the link in it, and the focus would drop to the page's
                // top: it goes to the page the person is going to instead.
                if (open) document.getElementById(mainId)?.focus();
                setOpen(false);
                // A new tab or window is the browser's; the page itself, the router's (a replace).
                if (!isPlainClick(event) || isCurrentPage(link.to)) return;
                event.preventDefault();
                loader.enter(link.to, () => void navigate(link.to));
              }}
            >
              {link.label}
              {link.badge}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
