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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { registryKeys, releaseTokensQuery } from './area-queries';
import styles from './areas.module.css';

/**
 * An area's release tokens: a new one is shown once (the api keeps only its hash); each can be
 * revoked, and rotating one is creating its successor and revoking it.
 */
export function AreaTokens({ areas }: { areas: readonly AreaReleases[] }) {
  const queryClient = useQueryClient();
  const [remote, setRemote] = useState(areas[0]?.remote ?? '');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<CreatedReleaseToken>();
  const tokens = useQuery(releaseTokensQuery(remote));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: registryKeys.tokens(remote) });
    void queryClient.invalidateQueries({ queryKey: auditKeys.all });
  };
  const create = useMutation({
    mutationFn: (body: { label: string }) =>
      apiRequest('createReleaseToken', { params: { remote }, body }),
    onSuccess: (token) => {
      setCreated(token);
      setLabel('');
      refresh();
    },
    onError: (failure) => setError(failure.message),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest('revokeReleaseToken', { params: { remote, id } }),
    onSuccess: refresh,
    onError: (failure) => setError(failure.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReleaseTokenSchema.safeParse({ label });
    if (!parsed.success) {
      setError('Give the token a label, such as "support CI"');
      return;
    }
    create.mutate(parsed.data);
  };

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
          value={remote}
          options={areas.map((area) => ({ value: area.remote, label: area.label }))}
          onChange={(event) => {
            setRemote(event.target.value);
            setCreated(undefined);
          }}
        />
        <TextField
          label="Token label"
          autoComplete="off"
          value={label}
          onChange={(event) => {
            setLabel(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={create.isPending}>
          Create token
        </Button>
        {error && (
          <p className={styles.failure} role="alert">
            {error}
          </p>
        )}
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
