import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header';
import styles from './layout.module.css';

export type PageLayoutProps = PageHeaderProps & { children: ReactNode };

/** One screen of an area: its header (the page's h1) and its content. */
export function PageLayout({ children, ...header }: PageLayoutProps) {
  return (
    <div className={styles.page}>
      <PageHeader {...header} />
      {children}
    </div>
  );
}
