import {
  apiRequest,
  auditKeys,
  createReleaseTokenSchema,
  formatDateTime,
  type AreaReleases,
  type CreatedReleaseToken,
  type ReleaseToken,
} from '@backoffice/shared';
import { Button, DataTable, SelectField, TextField, type ColumnDef } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormFailure } from '../../../forms/form-failure';
import { showApiError } from '../../../forms/show-api-error';
import { submitToApi } from '../../../forms/submit-to-api';
import { registryKeys, releaseTokensQuery } from './area-queries';
import styles from './areas.module.css';

type Typed = { remote: string; label: string };

// The area as chosen, the label under the contract's rule, said as what to type.
const tokenFormSchema = z.object({
  remote: z.string(),
  label: z
    .string()
    .refine(
      (label) => createReleaseTokenSchema.safeParse({ label }).success,
      'Give the token a label, such as "support CI"',
    ),
});

/**
 * An area's release tokens: a new one is shown once (the api keeps only its hash); each can be
 * revoked, and rotating one is creating its successor and revoking it.
 */
export function AreaTokens({ areas }: { areas: readonly AreaReleases[] }) {
  const queryClient = useQueryClient();
  const form = useForm<Typed>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: { remote: areas[0]?.remote ?? '', label: '' },
  });
  const { errors } = form.formState;
  const remote = form.watch('remote');
  const [created, setCreated] = useState<CreatedReleaseToken>();
  const tokens = useQuery(releaseTokensQuery(remote));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: registryKeys.tokens(remote) });
    void queryClient.invalidateQueries({ queryKey: auditKeys.all });
  };
  const create = useMutation({
    mutationFn: ({ remote: area, label }: Typed) =>
      apiRequest('createReleaseToken', {
        params: { remote: area },
        body: createReleaseTokenSchema.parse({ label }),
      }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest('revokeReleaseToken', { params: { remote, id } }),
    onSuccess: refresh,
    onError: (failure) => form.setError('root', { message: failure.message }),
  });

  const submit = submitToApi(
    form,
    async (typed) => {
      setCreated(await create.mutateAsync(typed));
      form.resetField('label');
      refresh();
    },
    (failure) => showApiError(form.setError, failure, ['label'], 'Could not create the token'),
  );

  const columns: ColumnDef<ReleaseToken, unknown>[] = [
    { id: 'label', header: 'Label', cell: ({ row }) => row.original.label },
    {
      id: 'created',
      header: 'Created',
      cell: ({ row }) => `${formatDateTime(row.original.createdAt)} by ${row.original.createdBy}`,
    },
    {
      id: 'used',
      header: 'Last used',
      cell: ({ row }) =>
        row.original.lastUsedAt ? formatDateTime(row.original.lastUsedAt) : 'Never',
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={`Revoke ${row.original.label}`}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(row.original.id)}
        >
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <section aria-label="Release tokens">
      <h3 className={styles.heading}>Release tokens</h3>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="New release token">
        <SelectField
          label="Area"
          options={areas.map((area) => ({ value: area.remote, label: area.label }))}
          {...form.register('remote', {
            // Another area's tokens: the one shown once belonged to the area before.
            onChange: () => setCreated(undefined),
          })}
        />
        <TextField
          label="Token label"
          autoComplete="off"
          error={errors.label?.message}
          {...form.register('label')}
        />
        <Button type="submit" loading={create.isPending}>
          Create token
        </Button>
        <FormFailure failure={errors.root} className={styles.failure} />
      </form>
      {created && (
        <div className={styles.token} role="status" aria-label="New release token">
          <p>
            Token <strong>{created.label}</strong>, shown this once: put it in your CI as
            RELEASE_TOKEN.
          </p>
          <code>{created.token}</code>
        </div>
      )}
      <DataTable
        label="Release tokens"
        columns={columns}
        data={tokens.data ?? []}
        getRowId={(token) => token.id}
        loading={tokens.isPending}
        error={tokens.isError ? tokens.error.message : undefined}
        onRetry={() => void tokens.refetch()}
        emptyTitle="No tokens for this area"
        emptyDescription="Create one for its team's CI above."
      />
    </section>
  );
}
