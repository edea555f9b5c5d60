import { apiRequest, auditKeys, notifySuccess, type StaffMember } from '@backoffice/shared';
import { Button, ConfirmDialog } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './staff.module.css';

/**
 * An owner ends every sign-in of a staff account (a lost laptop, a shared screen): their tokens
 * stop working and their sockets close; the account itself stays as it is.
 */
export function EndSessionsButton({ member }: { member: StaffMember }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: () => apiRequest('endStaffSessions', { params: { id: member.id } }),
    onSuccess: ({ ended }) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      notifySuccess(
        ended === 0
          ? `${member.name} had no session to end`
          : `${ended === 1 ? '1 session' : `${ended} sessions`} of ${member.name} ended`,
      );
    },
  });
  return (
    <>
      <Button
        variant="secondary"
        aria-label={`End sessions of ${member.name}`}
        onClick={() => setOpen(true)}
      >
        End sessions
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) end.reset();
          setOpen(next);
        }}
        title={`End every session of ${member.name}?`}
        description="They are signed out everywhere at once and must sign in again."
        confirmLabel="End sessions"
        tone="danger"
        pending={end.isPending}
        onConfirm={() => end.mutate()}
      >
        {end.isError && (
          <p role="alert" className={styles.failure}>
            {end.error.message}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
