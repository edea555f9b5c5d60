import {
  selectConnectionError,
  selectConnectionStatus,
  useConnectionStore,
} from '@backoffice/shared/realtime';
import styles from '../../lib/support.module.css';

/** The realtime state in words: docs/spec.md §4's texts while something is wrong, nothing when live. */
export function ConnectionBanner() {
  const status = useConnectionStore(selectConnectionStatus);
  const error = useConnectionStore(selectConnectionError);
  if (error) {
    return (
      <p role="alert" className={`${styles.banner} ${styles.bannerError}`}>
        {error}
      </p>
    );
  }
  if (status === 'connecting' || status === 'disconnected') {
    return (
      <p role="status" className={styles.banner}>
        Connecting to live chat…
      </p>
    );
  }
  return null;
}
