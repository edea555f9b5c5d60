import { apiRequest, type PasswordLinkSent, type StaffMember } from '@backoffice/shared';
import { ConfirmDialog } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshStaffList, storeStaffMember } from './staff-queries';
import styles from './staff.module.css';

export type StaffAction = { kind: 'disable' | 'enable' | 'reset'; member: StaffMember };

const texts = {
  disable: {
    title: (name: string) => `Disable ${name}?`,
    description: 'Their sessions end at once and they cannot sign in until an owner enables them.',
    confirm: 'Disable account',
  },
  enable: {
    title: (name: string) => `Enable ${name}?`,
    description: 'They can sign in again with their password.',
    confirm: 'Enable account',
  },
  reset: {
    title: (name: string) => `Reset ${name}'s password?`,
    description:
      'A one-time link that sets a new password is emailed to them, and their sessions end at once.',
    confirm: 'Send reset link',
  },
} as const;

/** Confirms a disable, an enable or a password reset; a refusal keeps the dialog and says why. */
export function StaffActionDialog({
  action,
  onClose,
  onLinkSent,
}: {
  action: StaffAction | undefined;
  onClose: () => void;
  onLinkSent: (result: PasswordLinkSent) => void;
}) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async ({ kind, member }: StaffAction) => {
      const params = { id: member.id };
      if (kind === 'reset') return apiRequest('resetStaffPassword', { params });
      const body = { disabled: kind === 'disable' };
      return { staff: await apiRequest('setStaffDisabled', { params, body }) };
    },
    onSuccess: (result) => {
      storeStaffMember(queryClient, result.staff);
      if ('sentTo' in result) onLinkSent(result);
      onClose();
    },
    onError: () => refreshStaffList(queryClient),
  });
  const text = action && texts[action.kind];
  return (
    <ConfirmDialog
      open={action !== undefined}
      onOpenChange={(open) => {
        if (open) return;
        run.reset();
        onClose();
      }}
      title={text && action ? text.title(action.member.name) : ''}
      description={text?.description}
      confirmLabel={text?.confirm ?? 'Confirm'}
      tone={action?.kind === 'disable' ? 'danger' : 'primary'}
      pending={run.isPending}
      onConfirm={() => action && run.mutate(action)}
    >
      {run.isError && (
        <p role="alert" className={styles.failure}>
          {run.error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
