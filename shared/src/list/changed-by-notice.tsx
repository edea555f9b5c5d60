import { Button } from '@backoffice/shared/ui-core';
import type { ReactNode } from 'react';
import styles from './changed-by-notice.module.css';

/**
 * The note that someone else changed what this page shows, while it was open (the live
 * refetch brought it). `children` says who and what; Dismiss hides it.
 */
export function ChangedByNotice({
  children,
  onDismiss,
}: {
  children: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div role="status" aria-label="Changed by someone else" className={styles.notice}>
      <p>{children}</p>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
