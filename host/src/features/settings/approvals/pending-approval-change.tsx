import {
  apiRequest,
  formatDateTime,
  formatMoney,
  mayConfirmApprovalChange,
  notifySuccess,
  selectUser,
  useAuthStore,
  type ApprovalSettingsState,
  type PendingApprovalChange,
} from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styles from '../settings.module.css';
import { approvalSettingsQuery } from './approval-settings-query';

/**
 * The change an owner asked for: who, when, and when it applies. Another owner may confirm it;
 * the asker may cancel it. A refused action says why and leaves the change as shown.
 */
export function PendingApprovalChangeNotice({ pending }: { pending: PendingApprovalChange }) {
  const user = useAuthStore(selectUser);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const settled = {
    onSuccess: (state: ApprovalSettingsState) =>
      queryClient.setQueryData(approvalSettingsQuery().queryKey, state),
    onError: (failure: Error) => setError(failure.message),
  };
  const confirm = useMutation({
    mutationFn: () => apiRequest('confirmApprovalChange', {}),
    ...settled,
    onSuccess: (state) => {
      settled.onSuccess(state);
      notifySuccess(
        `Approvals above ${formatMoney(state.thresholdUsd, 'USD')} now need two people`,
      );
    },
  });
  const cancel = useMutation({
    mutationFn: () => apiRequest('cancelApprovalChange', {}),
    ...settled,
    onSuccess: (state) => {
      settled.onSuccess(state);
      notifySuccess('The threshold change was cancelled');
    },
  });
  const mine = user?.id === pending.requestedBy.id;
  const canConfirm = user !== null && mayConfirmApprovalChange(pending, user.id);

  return (
    <section aria-label="Pending threshold change" className={styles.pending}>
      <p className={styles.pendingTitle}>
        Change waiting: second approval above {formatMoney(pending.thresholdUsd, 'USD')}
      </p>
      <dl className={styles.facts}>
        <dt>Asked by</dt>
        <dd>{mine ? `${pending.requestedBy.name} (you)` : pending.requestedBy.name}</dd>
        <dt>Asked at</dt>
        <dd>{formatDateTime(pending.requestedAt)}</dd>
        <dt>Applies</dt>
        <dd>
          {pending.effectiveAt
            ? `${formatDateTime(pending.effectiveAt)}, unless cancelled (no other owner can confirm it)`
            : 'When another owner confirms it'}
        </dd>
      </dl>
      <div className={styles.actions}>
        {canConfirm && (
          <Button
            loading={confirm.isPending}
            onClick={() => {
              setError(undefined);
              confirm.mutate();
            }}
          >
            Confirm change
          </Button>
        )}
        {mine && (
          <Button
            variant="secondary"
            loading={cancel.isPending}
            onClick={() => {
              setError(undefined);
              cancel.mutate();
            }}
          >
            Cancel change
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.failure}>
          {error}
        </p>
      )}
    </section>
  );
}
