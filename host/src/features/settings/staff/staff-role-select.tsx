import {
  apiRequest,
  notifyError,
  notifySuccess,
  roleGrantAskedText,
  roleGrantWaitingText,
  staffRoleLabels,
  type StaffMember,
  type StaffRole,
} from '@backoffice/shared';
import { SelectField, VisuallyHidden } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleOptions } from './invite-staff-form';
import { refreshStaffList, storeStaffMember } from './staff-queries';

/**
 * A row's role, saved on change; a refusal leaves the saved role shown and says why. A grant that
 * can approve or own may come back waiting for another owner: the row says so, and the select
 * stays put until the owners confirm or cancel it (./role-grant-actions).
 */
export function StaffRoleSelect({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (role: StaffRole) =>
      apiRequest('changeStaffRole', { params: { id: member.id }, body: { role } }),
    onSuccess: (updated) => {
      storeStaffMember(queryClient, updated);
      notifySuccess(
        updated.pendingRole
          ? roleGrantAskedText(updated.pendingRole)
          : `${updated.name} is now ${staffRoleLabels[updated.role]}`,
      );
    },
    onError: (error) => {
      notifyError(`Could not change ${member.name}'s role: ${error.message}`);
      refreshStaffList(queryClient);
    },
  });
  return (
    <SelectField
      label={<VisuallyHidden>Role of {member.name}</VisuallyHidden>}
      hint={
        isSelf
          ? 'You cannot change your own role'
          : member.pendingRole && roleGrantWaitingText(member.pendingRole)
      }
      options={roleOptions}
      value={change.isPending ? change.variables : member.role}
      disabled={isSelf || change.isPending || member.pendingRole !== null}
      onChange={(event) => change.mutate(event.target.value as StaffRole)}
    />
  );
}
