import { Button } from '../button/button';
import { ErrorReference } from './error-reference';
import styles from './feedback.module.css';

export type ErrorStateProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** The failure shown: an api answer's request id is added as "Reference: …". */
  cause?: unknown;
};

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
  cause,
}: ErrorStateProps) {
  return (
    <div role="alert" className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      {message && <p className={styles.stateText}>{message}</p>}
      <ErrorReference cause={cause} />
      {onRetry && (
        <div className={styles.stateAction}>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        </div>
      )}
    </div>
  );
}
