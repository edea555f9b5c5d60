import {
  apiRequest,
  mfaPolicySchema,
  notifySuccess,
  staffRoleLabels,
  staffRoles,
  type StaffRole,
} from '@backoffice/shared';
import { Button, CheckboxField, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { mfaPolicyQuery, securityKeys } from './security-queries';
import styles from './security.module.css';

type MfaPolicy = z.infer<typeof mfaPolicySchema>;

function PolicyForm({ saved }: { saved: StaffRole[] }) {
  const queryClient = useQueryClient();
  const form = useForm<MfaPolicy>({
    resolver: zodResolver(mfaPolicySchema),
    defaultValues: { requiredRoles: saved },
  });
  const save = useMutation({
    mutationFn: (body: MfaPolicy) => apiRequest('updateMfaPolicy', { body }),
    onSuccess: (policy) => {
      queryClient.setQueryData(mfaPolicyQuery().queryKey, policy);
      void queryClient.invalidateQueries({ queryKey: securityKeys.mfaStatus() });
      notifySuccess('Two-factor requirement saved');
    },
  });
  // A refused save keeps the ticks, with the api's reason under them.
  const submit = form.handleSubmit((policy) => save.mutate(policy));
  return (
    <form
      className={styles.section}
      onSubmit={(event) => void submit(event)}
      aria-label="Require two-factor"
    >
      <fieldset className={styles.section}>
        <legend>Roles that must sign in with two-factor</legend>
        {staffRoles.map((role) => (
          <CheckboxField
            key={role}
            label={staffRoleLabels[role]}
            value={role}
            {...form.register('requiredRoles')}
          />
        ))}
      </fieldset>
      {save.isError && (
        <p role="alert" className={styles.failure}>
          {save.error.message}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit" loading={save.isPending}>
          Save requirement
        </Button>
      </div>
    </form>
  );
}

/** Owners: which roles must use two-factor; such an account is sent to set it up at sign-in. */
export function TwoFactorPolicyForm() {
  const policy = useQuery(mfaPolicyQuery());
  if (policy.isPending) return <Skeleton height="6rem" />;
  if (policy.isError) {
    return (
      <ErrorState
        message={policy.error.message}
        onRetry={() => void policy.refetch()}
        retrying={policy.isFetching}
      />
    );
  }
  return <PolicyForm saved={policy.data.requiredRoles} />;
}
