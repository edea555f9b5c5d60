import {
  apiRequest,
  notifyError,
  notifySuccess,
  staffRoleLabels,
  type StaffMember,
  type StaffRole,
} from '@backoffice/shared';
import { SelectField, VisuallyHidden } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleOptions } from './invite-staff-form';
import { refreshStaffList, storeStaffMember } from './staff-queries';

/** A row's role, saved on change; a refusal leaves the saved role shown and says why. */
export function StaffRoleSelect({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (role: StaffRole) =>
      apiRequest('changeStaffRole', { params: { id: member.id }, body: { role } }),
    onSuccess: (updated) => {
      storeStaffMember(queryClient, updated);
      notifySuccess(`${updated.name} is now ${staffRoleLabels[updated.role]}`);
    },
    onError: (error) => {
      notifyError(`Could not change ${member.name}'s role: ${error.message}`);
      refreshStaffList(queryClient);
    },
  });
  return (
    <SelectField
      label={<VisuallyHidden>Role of {member.name}</VisuallyHidden>}
      hint={isSelf ? 'You cannot change your own role' : undefined}
      options={roleOptions}
      value={change.isPending ? change.variables : member.role}
      disabled={isSelf || change.isPending}
      onChange={(event) => change.mutate(event.target.value as StaffRole)}
    />
  );
}
