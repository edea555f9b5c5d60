import type { ReactNode } from 'react';
import { Skeleton } from '../feedback/skeleton';
import styles from './layout.module.css';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  loading?: boolean;
};

export function StatCard({ label, value, hint, loading = false }: StatCardProps) {
  return (
    <div className={`${styles.card} ${styles.statCard}`} aria-busy={loading || undefined}>
      <p className={styles.statLabel}>{label}</p>
      {loading ? (
        <>
          <Skeleton className={styles.statValueSkeleton} width="60%" />
          {hint !== undefined && <Skeleton height={16} width="40%" />}
        </>
      ) : (
        <>
          <p className={styles.statValue}>{value}</p>
          {hint && <p className={styles.statHint}>{hint}</p>}
        </>
      )}
    </div>
  );
}
