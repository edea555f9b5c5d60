import {
  selectConnectionError,
  selectIsConnected,
  useConnectionStore,
} from '@backoffice/shared/realtime';
import { useId } from 'react';
import styles from './realtime.module.css';

/** "Live" or "Offline" in the header, with the connection's error text as its description. */
export function RealtimeIndicator() {
  const connected = useConnectionStore(selectIsConnected);
  const error = useConnectionStore(selectConnectionError);
  const descriptionId = useId();
  return (
    <span
      role="status"
      className={connected ? `${styles.indicator} ${styles.live}` : styles.indicator}
      aria-describedby={error ? descriptionId : undefined}
      title={error ?? undefined}
    >
      <span className={styles.dot} aria-hidden="true" />
      {connected ? 'Live' : 'Offline'}
      {error && (
        <span id={descriptionId} className={styles.visuallyHidden}>
          {error}
        </span>
      )}
    </span>
  );
}
