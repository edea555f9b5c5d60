import { formatDue, type DueLabel, type FundingRequestSummary } from '@backoffice/shared';
import { Badge } from '@backoffice/shared/ui';
import styles from './due.module.css';

/**
 * A request's review clock in words: "Due in 2 h" or "Overdue 3 h" while it awaits a decision,
 * "Paused" while it needs info from the requester (the clock stands still), null once decided.
 */
export function reviewDue(request: FundingRequestSummary, now: Date): DueLabel | null {
  if (request.status === 'needs_info') return { text: 'Paused', overdue: false };
  return request.status === 'pending' || request.status === 'under_review'
    ? formatDue(request, now)
    : null;
}

/** The review clock where a request is listed or shown: overdue as a red badge, else plain. */
export function DueCell({ request, now }: { request: FundingRequestSummary; now: Date }) {
  const due = reviewDue(request, now);
  if (!due) return null;
  return due.overdue ? (
    <Badge tone="danger">{due.text}</Badge>
  ) : (
    <span className={styles.muted}>{due.text}</span>
  );
}
