import { formatCount, formatDateTime } from '@backoffice/shared';
import { Button, Skeleton } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { auditHeadQuery } from '../settings/activity/activity-queries';
import styles from './dashboard.module.css';

/** How much of a hash identifies it to a person comparing it with a copy they kept. */
const HASH_SHOWN = 12;

/**
 * The trail's signed head (GET /audit/head): the newest entry's number and the start of its hash,
 * the figures an auditor compares with the copy they keep outside the database.
 */
export function AuditHead() {
  const head = useQuery(auditHeadQuery());
  if (head.isPending) {
    return (
      <div role="status" aria-label="Loading the signed head">
        <Skeleton height={40} />
      </div>
    );
  }
  if (head.isError) {
    return (
      <p role="alert" className={styles.kpiError}>
        Could not read the signed head: {head.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void head.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  const { seq, hash, at } = head.data;
  return (
    <dl className={styles.facts} aria-label="Signed head">
      <dt>Newest entry</dt>
      <dd>
        {seq === 0 ? 'None yet' : `No. ${formatCount(seq)}`}
        {at ? `, ${formatDateTime(at)}` : ''}
      </dd>
      {hash && (
        <>
          <dt>Its hash</dt>
          <dd>
            <code title={hash}>{hash.slice(0, HASH_SHOWN)}…</code>
          </dd>
        </>
      )}
    </dl>
  );
}
