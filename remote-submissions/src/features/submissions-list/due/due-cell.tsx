import { formatDue, type FundingRequestSummary } from '@backoffice/shared';
import { Badge } from '@backoffice/shared/ui';
import styles from './due.module.css';

/**
 * A request's review clock in the list: "Due in 2 h", or "Overdue 3 h" as a red badge, while it
 * awaits a decision; "Paused" while it needs info from the requester (the clock stands still).
 */
export function DueCell({ request, now }: { request: FundingRequestSummary; now: Date }) {
  if (request.status === 'needs_info') return <span className={styles.muted}>Paused</span>;
  const due =
    request.status === 'pending' || request.status === 'under_review'
      ? formatDue(request, now)
      : null;
  if (!due) return null;
  return due.overdue ? (
    <Badge tone="danger">{due.text}</Badge>
  ) : (
    <span className={styles.muted}>{due.text}</span>
  );
}
