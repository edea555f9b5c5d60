import type { ReactNode } from 'react';
import styles from './layout.module.css';

/**
 * A row of filters and actions above a list. It is a labelled group, not an ARIA toolbar, so
 * every control keeps its own Tab stop.
 */
export function Toolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={styles.toolbar}>
      {children}
    </div>
  );
}
