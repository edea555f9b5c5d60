import { Button, ErrorReference } from '@backoffice/shared/ui-core';
import styles from './screens.module.css';

/**
 * docs/spec.md §2's error screen, shown on an unexpected rendering failure; a failed api answer
 * behind it adds its "Reference: …".
 */
export function ErrorScreen({ cause }: { cause?: unknown }) {
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>
        We encountered an error while loading this page. Please try refreshing.
      </p>
      <ErrorReference cause={cause} />
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </div>
  );
}
