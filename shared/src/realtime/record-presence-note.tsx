import type { RecordPresenceLine } from './record-presence';
import styles from './record-presence.module.css';

/**
 * "Riley Reviewer is viewing" / "… is reviewing this — since 3 min": other staff on a record. On
 * a record's page, a polite live region that is there when empty, so a colleague arriving is
 * announced; a list's rows stay quiet (a whole page of them would talk over each other).
 */
export function RecordPresenceNote({
  lines,
  compact = false,
}: {
  lines: readonly RecordPresenceLine[];
  /** In a list row: smaller, under the row's title. */
  compact?: boolean;
}) {
  return (
    <span
      className={compact ? `${styles.note} ${styles.compact}` : styles.note}
      aria-live={compact ? undefined : 'polite'}
    >
      {lines.map((line) => (
        <span
          key={line.staff.id}
          className={line.activity === 'reviewing' ? styles.reviewing : undefined}
        >
          {line.text}
        </span>
      ))}
    </span>
  );
}
