import type { ReactNode } from 'react';
import styles from './layout.module.css';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** A slot for a breadcrumb trail (links); rendered above the title inside a labelled nav. */
  breadcrumbs?: ReactNode;
};

export function PageHeader({ title, description, actions, breadcrumbs }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        {breadcrumbs && (
          <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
            {breadcrumbs}
          </nav>
        )}
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
