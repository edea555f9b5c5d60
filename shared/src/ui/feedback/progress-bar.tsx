import { useId, type ReactNode } from 'react';
import styles from './feedback.module.css';

export type ProgressBarProps = {
  label: string;
  value: number;
  max?: number;
  /** Human text for the value, e.g. "$1,200 of $5,000"; announced as aria-valuetext. */
  valueText?: string;
  /** Shown next to the label; defaults to valueText. */
  detail?: ReactNode;
};

export function ProgressBar({ label, value, max = 100, valueText, detail }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span id={labelId}>{label}</span>
        <span>{detail ?? valueText ?? `${Math.round(percent)}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
