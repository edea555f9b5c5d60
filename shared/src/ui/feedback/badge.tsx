import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './feedback.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={clsx(styles.badge, styles[tone])}>{children}</span>;
}
