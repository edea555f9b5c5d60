import {
  apiRequest,
  notifySuccess,
  staffRoleLabels,
  staffRoles,
  type StaffRole,
} from '@backoffice/shared';
import { Button, CheckboxField, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { mfaPolicyQuery, securityKeys } from './security-queries';
import styles from './security.module.css';

function PolicyForm({ saved }: { saved: StaffRole[] }) {
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState(saved);
  const save = useMutation({
    mutationFn: () => apiRequest('updateMfaPolicy', { body: { requiredRoles: roles } }),
    onSuccess: (policy) => {
      queryClient.setQueryData(mfaPolicyQuery().queryKey, policy);
      void queryClient.invalidateQueries({ queryKey: securityKeys.mfaStatus() });
      notifySuccess('Two-factor requirement saved');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.section} onSubmit={submit} aria-label="Require two-factor">
      <fieldset className={styles.section}>
        <legend>Roles that must sign in with two-factor</legend>
        {staffRoles.map((role) => (
          <CheckboxField
            key={role}
            label={staffRoleLabels[role]}
            checked={roles.includes(role)}
            onChange={(event) =>
              setRoles((current) =>
                event.target.checked
                  ? [...current, role]
                  : current.filter((entry) => entry !== role),
              )
            }
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
