import type { CSSProperties } from 'react';
import styles from './feedback.module.css';

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
