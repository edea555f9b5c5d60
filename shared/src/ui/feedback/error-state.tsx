import { Button } from '../button/button';
import styles from './feedback.module.css';

export type ErrorStateProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
};

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <div role="alert" className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      {message && <p className={styles.stateText}>{message}</p>}
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
