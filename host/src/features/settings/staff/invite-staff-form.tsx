import {
  apiRequest,
  type PasswordLinkSent,
  type StaffInvitation,
  staffInvitationSchema,
  staffRoleLabels,
  staffRoles,
} from '@backoffice/shared';
import { Button, SelectField, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFailure } from '../../../forms/form-failure';
import { showApiError } from '../../../forms/show-api-error';
import { submitToApi } from '../../../forms/submit-to-api';
import { storeStaffMember } from './staff-queries';
import styles from './staff.module.css';

type Invitation = StaffInvitation;

const EMPTY: z.input<typeof staffInvitationSchema> = { name: '', email: '', role: 'reviewer' };
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
  const form = useForm<z.input<typeof staffInvitationSchema>, unknown, Invitation>({
    resolver: zodResolver(staffInvitationSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const invite = useMutation({
    mutationFn: (body: Invitation) => apiRequest('inviteStaff', { body }),
  });

  const submit = submitToApi(
    form,
    async (invitation) => {
      const result = await invite.mutateAsync(invitation);
      storeStaffMember(queryClient, result.staff);
      form.reset(EMPTY);
      onInvited(result);
    },
    (error) => {
      showApiError(form.setError, error, ['name', 'email', 'role'], 'Could not invite');
    },
  );
  const { ref: registerNameRef, ...nameField } = form.register('name');

  return (
    <form className={styles.invite} onSubmit={submit} noValidate aria-label="Invite staff">
      <TextField
        ref={(input) => {
          registerNameRef(input);
          // The section's Done puts the cursor here.
          if (typeof nameRef === 'function') nameRef(input);
          else if (nameRef) nameRef.current = input;
        }}
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...nameField}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField
        label="Role"
        options={roleOptions}
        error={errors.role?.message}
        {...form.register('role')}
      />
      <Button type="submit" loading={invite.isPending}>
        Invite staff
      </Button>
      <FormFailure failure={errors.root} className={styles.failure} />
    </form>
  );
}
