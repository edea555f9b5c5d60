import type { ComponentPropsWithRef } from 'react';
import styles from './feedback.module.css';

/** Text for screen readers only. */
export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <span {...props} className={styles.visuallyHidden} />;
}
