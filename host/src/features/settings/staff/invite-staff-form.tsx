import {
  apiRequest,
  fieldErrorsOf,
  isApiError,
  type PasswordLinkSent,
  type StaffInvitation,
  staffInvitationSchema,
  type StaffRole,
  staffRoleLabels,
  staffRoles,
} from '@backoffice/shared';
import { Button, SelectField, TextField } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type Ref } from 'react';
import { storeStaffMember } from './staff-queries';
import styles from './staff.module.css';

type Invitation = StaffInvitation;
type InvitationErrors = Partial<Record<keyof Invitation, string>>;

const EMPTY: Invitation = { name: '', email: '', role: 'reviewer' };
export const roleOptions = staffRoles.map((role) => ({
  value: role,
  label: staffRoleLabels[role],
}));

/** A new staff account without a password; the link that sets it is emailed to the person. */
export function InviteStaffForm({
  onInvited,
  nameRef,
}: {
  onInvited: (result: PasswordLinkSent) => void;
  nameRef?: Ref<HTMLInputElement>;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(EMPTY);
  const [errors, setErrors] = useState<InvitationErrors>({});
  const [failure, setFailure] = useState<string>();
  const invite = useMutation({
    mutationFn: (body: Invitation) => apiRequest('inviteStaff', { body }),
    onSuccess: (result) => {
      storeStaffMember(queryClient, result.staff);
      setValue(EMPTY);
      onInvited(result);
    },
    onError: (error) => {
      const field = isApiError(error) ? error.field : undefined;
      if (field === 'name' || field === 'email' || field === 'role') {
        setErrors({ [field]: error.message });
      } else setFailure(error.message);
    },
  });

  const change = (patch: Partial<Invitation>) => {
    setValue((current) => ({ ...current, ...patch }));
    setErrors({});
    setFailure(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffInvitationSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<keyof Invitation>(parsed.error.issues));
      return;
    }
    invite.mutate(parsed.data);
  };

  return (
    <form className={styles.invite} onSubmit={submit} noValidate aria-label="Invite staff">
      <TextField
        ref={nameRef}
        label="Name"
        autoComplete="off"
        value={value.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={value.email}
        error={errors.email}
        onChange={(event) => change({ email: event.target.value })}
      />
      <SelectField
        label="Role"
        options={roleOptions}
        value={value.role}
        error={errors.role}
        onChange={(event) => change({ role: event.target.value as StaffRole })}
      />
      <Button type="submit" loading={invite.isPending}>
        Invite staff
      </Button>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </form>
  );
}
