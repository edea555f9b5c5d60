import { formatDue } from '@backoffice/shared';
import { Badge } from '@backoffice/shared/ui';
import styles from './dashboard.module.css';

/** One chip per row: "Overdue 3 h" in red, "Due in 2 h" muted, nothing when no clock runs. */
export function DueChip({
  due,
  now,
}: {
  due: { dueAt?: string | null; overdue?: boolean };
  now: number;
}) {
  const label = formatDue(due, now);
  if (!label) return null;
  return label.overdue ? (
    <Badge tone="danger">{label.text}</Badge>
  ) : (
    <span className={styles.meta}>{label.text}</span>
  );
}
