import {
  allowedFundingTransitions,
  PermittedButton,
  RefusalReason,
  type FundingStatus,
} from '@backoffice/shared';
import { transitionLabels } from './transitions';
import styles from './ticket-details.module.css';

const shortcutFor: Partial<Record<FundingStatus, string>> = { approved: 'a', rejected: 'r' };

/**
 * Only the transitions the current status allows (the contract's rule); disabled, with the reason,
 * for a role that may not decide (issue 21). The reason is also written out: a disabled button's
 * tooltip never shows on a touch screen.
 */
export function StatusActions({
  status,
  onSelect,
}: {
  status: FundingStatus;
  onSelect: (target: FundingStatus) => void;
}) {
  const targets = allowedFundingTransitions(status);
  if (targets.length === 0) {
    return <p className={styles.muted}>No further status changes are possible.</p>;
  }
  return (
    <div className={styles.statusActions}>
      <div role="group" aria-label="Status actions" className={styles.actions}>
        {targets.map((target) => (
          <PermittedButton
            key={target}
            permission="decideFunding"
            variant={
              target === 'rejected' ? 'danger' : target === 'approved' ? 'primary' : 'secondary'
            }
            onClick={() => onSelect(target)}
            aria-keyshortcuts={shortcutFor[target]}
          >
            {transitionLabels[target]}
          </PermittedButton>
        ))}
      </div>
      <RefusalReason permission="decideFunding" />
    </div>
  );
}
