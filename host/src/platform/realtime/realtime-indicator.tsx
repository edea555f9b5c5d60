import {
  selectConnectionError,
  selectConnectionStatus,
  useConnectionStore,
  type ConnectionStatus,
} from '@backoffice/shared/realtime';
import { useId } from 'react';
import styles from './realtime.module.css';

/**
 * Before the first connection (the socket starts once the first page is idle) nothing has failed:
 * "Offline" there would be a false alarm right after every sign-in.
 */
const indicatorFor: Record<ConnectionStatus, { label: string; className: string }> = {
  idle: { label: 'Connecting…', className: `${styles.indicator} ${styles.connecting}` },
  connecting: { label: 'Connecting…', className: `${styles.indicator} ${styles.connecting}` },
  connected: { label: 'Live', className: `${styles.indicator} ${styles.live}` },
  disconnected: { label: 'Offline', className: `${styles.indicator}` },
};

/** "Live", "Connecting…" or "Offline" in the header, with the connection's error text as its description. */
export function RealtimeIndicator() {
  const status = useConnectionStore(selectConnectionStatus);
  const error = useConnectionStore(selectConnectionError);
  const descriptionId = useId();
  const { label, className } = indicatorFor[status];
  return (
    <span
      role="status"
      className={className}
      aria-describedby={error ? descriptionId : undefined}
      title={error ?? undefined}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
      {error && (
        <span id={descriptionId} className={styles.visuallyHidden}>
          {error}
        </span>
      )}
    </span>
  );
}
