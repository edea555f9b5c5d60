import { NavLink } from '@backoffice/shared/router';
import type { SettingsSection } from './settings-sections';
import styles from './settings-layout.module.css';

/**
 * The pages of Settings the person may use, as one row of links that scrolls sideways where it
 * does not fit (a phone). The link of the page shown carries aria-current="page" (NavLink).
 */
export function SettingsMenu({ sections }: { sections: readonly SettingsSection[] }) {
  return (
    <nav aria-label="Settings pages" className={styles.menu}>
      <ul className={styles.menuList}>
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
