import clsx from 'clsx';
import styles from './feedback.module.css';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerProps = {
  size?: 'sm' | 'md';
  /** Announced to screen readers; `null` when the surrounding control already says it is busy. */
  label?: string | null;
};

export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={clsx(styles.spinnerCircle, size === 'sm' && styles.spinnerSmall)}
    />
  );
  if (label === null) return circle;
  return (
    <span role="status" className={styles.spinner}>
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
