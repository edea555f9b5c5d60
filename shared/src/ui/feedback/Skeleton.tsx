import type { CSSProperties } from 'react';
import styles from './feedback.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
};

/** A decorative placeholder; the region that shows it says "loading" itself. */
export function Skeleton({ width = '100%', height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height }}
    />
  );
}

export type TableSkeletonProps = { rows?: number; columns?: number; label?: string };

export function TableSkeleton({ rows = 5, columns = 4, label = 'Loading' }: TableSkeletonProps) {
  return (
    <div
      className={styles.tableSkeleton}
      aria-busy="true"
      style={{ '--columns': columns } as CSSProperties}
    >
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={styles.tableSkeletonRow}>
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} />
          ))}
        </div>
      ))}
    </div>
  );
}
