import { apiRequest, auditKeys, notifySuccess, type StaffMember } from '@backoffice/shared';
import { ConfirmDialog } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styles from './staff.module.css';

/**
 * An owner ends every sign-in of a staff account (a lost laptop, a shared screen): their tokens
 * stop working and their sockets close; the account itself stays as it is.
 */
export function EndSessionsDialog({
  member,
  onClose,
}: {
  /** Whose sessions to end; the dialog is open while there is one. */
  member: StaffMember | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: (member: StaffMember) =>
      apiRequest('endStaffSessions', { params: { id: member.id } }),
    onSuccess: ({ ended }, member) => {
      onClose();
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      notifySuccess(
        ended === 0
          ? `${member.name} had no session to end`
          : `${ended === 1 ? '1 session' : `${ended} sessions`} of ${member.name} ended`,
      );
    },
  });
  return (
    <ConfirmDialog
      open={member !== undefined}
      onOpenChange={(open) => {
        if (open) return;
        end.reset();
        onClose();
      }}
      title={member ? `End every session of ${member.name}?` : ''}
      description="They are signed out everywhere at once and must sign in again."
      confirmLabel="End sessions"
      tone="danger"
      pending={end.isPending}
      onConfirm={() => member && end.mutate(member)}
    >
      {end.isError && (
        <p role="alert" className={styles.failure}>
          {end.error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
