import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './layout.module.css';

export type CardProps = {
  title?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A surface; with a title it is a labelled region. */
export function Card({ title, actions, className, children }: CardProps) {
  const titleId = useId();
  return (
    <section className={clsx(styles.card, className)} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <div className={styles.cardHeader}>
          {title && (
            <h2 id={titleId} className={styles.cardTitle}>
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
