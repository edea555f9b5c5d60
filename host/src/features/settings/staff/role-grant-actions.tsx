import {
  apiRequest,
  mayConfirmApprovalChange,
  notifySuccess,
  selectUser,
  staffRoleLabels,
  useAuthStore,
  type PendingRoleGrant,
  type StaffMember,
} from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshStaffList, storeStaffMember } from './staff-queries';
import styles from './staff.module.css';

/**
 * A role grant waiting for a second owner, on its row: who asked, Confirm for the other owners
 * (the api also refuses one tied to the asker, saying why) and Cancel for any owner. A refusal
 * says why and the list is read anew, since another owner may have settled it first.
 */
export function RoleGrantActions({
  member,
  grant,
}: {
  member: StaffMember;
  grant: PendingRoleGrant;
}) {
  const userId = useAuthStore(selectUser)?.id;
  const queryClient = useQueryClient();
  const settled = {
    onError: () => refreshStaffList(queryClient),
  };
  const confirm = useMutation({
    mutationFn: () => apiRequest('confirmRoleGrant', { params: { id: member.id } }),
    ...settled,
    onSuccess: (updated: StaffMember) => {
      storeStaffMember(queryClient, updated);
      notifySuccess(`${updated.name} is now ${staffRoleLabels[updated.role]}`);
    },
  });
  const cancel = useMutation({
    mutationFn: () => apiRequest('cancelRoleGrant', { params: { id: member.id } }),
    ...settled,
    onSuccess: (updated: StaffMember) => storeStaffMember(queryClient, updated),
  });
  const mine = grant.requestedBy.id === userId;
  const canConfirm = userId !== undefined && mayConfirmApprovalChange(grant, userId);
  const failure = confirm.error ?? cancel.error;
  const busy = confirm.isPending || cancel.isPending;

  return (
    <div role="group" aria-label={`Role change of ${member.name}`} className={styles.grant}>
      <span className={styles.you}>
        Asked by {mine ? `${grant.requestedBy.name} (you)` : grant.requestedBy.name}
      </span>
      <div className={styles.actions}>
        {canConfirm && (
          <Button
            size="sm"
            aria-label={`Confirm role change of ${member.name}`}
            loading={confirm.isPending}
            disabled={busy}
            onClick={() => {
              cancel.reset();
              confirm.mutate();
            }}
          >
            Confirm
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Cancel role change of ${member.name}`}
          loading={cancel.isPending}
          disabled={busy}
          onClick={() => {
            confirm.reset();
            cancel.mutate();
          }}
        >
          Cancel
        </Button>
      </div>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure.message}
        </p>
      )}
    </div>
  );
}
