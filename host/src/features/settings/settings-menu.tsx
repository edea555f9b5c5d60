import { NavLink, useLocation } from '@backoffice/shared/router';
import { useEffect, useRef } from 'react';
import type { SettingsSection } from './settings-sections';
import styles from './settings-layout.module.css';

/**
 * The pages of Settings the person may use, as one row of links that scrolls sideways where it
 * does not fit (a phone). The link of the page shown carries aria-current="page" (NavLink).
 */
export function SettingsMenu({ sections }: { sections: readonly SettingsSection[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the page's link may be past the row's edge: bring it into the row's view.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const start = current.offsetLeft;
    if (start < row.scrollLeft || start + current.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = start;
    }
  }, [pathname]);
  return (
    <nav aria-label="Settings pages" className={styles.menu}>
      <ul ref={list} className={styles.menuList}>
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink
              to={section.path}
              end
              className={({ isActive }) =>
                isActive ? `${styles.menuLink} ${styles.menuLinkCurrent}` : styles.menuLink
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
