import { formatCount, formatDateTime } from '@backoffice/shared';
import { Badge, Button } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { auditVerifyQuery } from './activity-queries';
import styles from './activity.module.css';

/**
 * Settings → Activity: whether the trail's hash chain is intact (GET /audit/verify). A broken
 * chain names the oldest entry that no longer matches: changed, removed or slipped in after the
 * fact, outside the api.
 */
export function TrailIntegrity() {
  const verify = useQuery(auditVerifyQuery());
  const check = (
    <Button variant="ghost" loading={verify.isFetching} onClick={() => void verify.refetch()}>
      Check again
    </Button>
  );
  let text: string;
  let badge = null;
  if (verify.isError) text = `Could not check the trail: ${verify.error.message}`;
  else if (verify.isPending) text = 'Checking the trail…';
  else if (verify.data.ok) {
    badge = <Badge tone="success">Intact</Badge>;
    text = `${formatCount(verify.data.checked)} entries checked: none changed since written.`;
  } else {
    badge = <Badge tone="danger">Tampered</Badge>;
    const broken = verify.data.firstBroken;
    text = broken
      ? `The entry ${broken.id} of ${formatDateTime(broken.at)} does not match its hash: it or an entry before it was changed outside the app.`
      : 'The trail does not match its hashes.';
  }
  return (
    <div className={styles.integrity} role="status" aria-label="Trail integrity">
      {badge}
      <span>{text}</span>
      {check}
    </div>
  );
}
