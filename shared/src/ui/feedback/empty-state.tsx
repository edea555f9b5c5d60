import type { ReactNode } from 'react';
import styles from './feedback.module.css';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
};

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      {description && <p className={styles.stateText}>{description}</p>}
      {action && <div className={styles.stateAction}>{action}</div>}
    </div>
  );
}
