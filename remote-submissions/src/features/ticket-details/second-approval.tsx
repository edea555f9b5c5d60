import {
  awaitingSecondApprovalText,
  mayActOnAwaitingApproval,
  ActionButton,
  SAME_APPROVER_TEXT,
  selectUser,
  useAuthStore,
  type FirstApproval,
} from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { useId } from 'react';
import styles from './ticket-details.module.css';

/**
 * Four-eyes approval: a request awaiting its second approval says who gave the first.
 * Anyone else who may decide completes it or sends it back; the first approver sees both
 * actions disabled, with why (as a tooltip, the buttons' description and in plain text).
 */
export function SecondApprovalActions({
  firstApproval,
  onApprove,
  onSendBack,
}: {
  firstApproval: FirstApproval;
  onApprove: () => void;
  onSendBack: () => void;
}) {
  const me = useAuthStore(selectUser)?.id ?? '';
  const reasonId = useId();
  const mine = !mayActOnAwaitingApproval(firstApproval, me);
  return (
    <div className={styles.secondApproval}>
      <p role="status" aria-label="Approval">
        <strong>{awaitingSecondApprovalText(firstApproval.by.name)}</strong>
      </p>
      {mine ? (
        <>
          <p id={reasonId} className={styles.muted}>
            {SAME_APPROVER_TEXT}.
          </p>
          <div role="group" aria-label="Status actions" className={styles.actions}>
            <span title={SAME_APPROVER_TEXT}>
              <Button disabled aria-describedby={reasonId}>
                Approve
              </Button>
            </span>
            <span title={SAME_APPROVER_TEXT}>
              <Button variant="secondary" disabled aria-describedby={reasonId}>
                Send back
              </Button>
            </span>
          </div>
        </>
      ) : (
        <div role="group" aria-label="Status actions" className={styles.actions}>
          <ActionButton action="approve" onClick={onApprove} aria-keyshortcuts="a">
            Approve
          </ActionButton>
          <ActionButton action="sendBack" variant="secondary" onClick={onSendBack}>
            Send back
          </ActionButton>
        </div>
      )}
    </div>
  );
}
