import {
  ActionButton,
  allowedFundingTransitions,
  fundingStatusActions,
  useViewOnly,
  type FundingStatus,
} from '@backoffice/shared';
import { transitionLabels } from './transitions';
import styles from './ticket-details.module.css';

const shortcutFor: Partial<Record<FundingStatus, string>> = { approved: 'a', rejected: 'r' };

/**
 * Only the transitions the current status allows (the contract's rule), each shown only to the
 * roles its staff action allows: a role that may not decide sees none (the page says "View only").
 */
export function StatusActions({
  status,
  onSelect,
}: {
  status: FundingStatus;
  onSelect: (target: FundingStatus) => void;
}) {
  const targets = allowedFundingTransitions(status);
  const viewOnly = useViewOnly(targets.map((target) => fundingStatusActions[target]));
  if (viewOnly) return null;
  if (targets.length === 0) {
    return <p className={styles.muted}>No further status changes are possible.</p>;
  }
  return (
    <div className={styles.statusActions}>
      <div role="group" aria-label="Status actions" className={styles.actions}>
        {targets.map((target) => (
          <ActionButton
            key={target}
            action={fundingStatusActions[target]}
            variant={
              target === 'rejected' ? 'danger' : target === 'approved' ? 'primary' : 'secondary'
            }
            onClick={() => onSelect(target)}
            aria-keyshortcuts={shortcutFor[target]}
          >
            {transitionLabels[target]}
          </ActionButton>
        ))}
      </div>
    </div>
  );
}
