import { Spinner } from '@backoffice/shared/ui-core';
import styles from './screens.module.css';

/** docs/spec.md §2's loading screen, shown while a page or an area loads. */
export function LoadingScreen() {
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <Spinner label={null} />
      <p className={styles.title}>Loading...</p>
      <p className={styles.text}>Please wait while we load your content</p>
    </div>
  );
}
