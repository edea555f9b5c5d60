import { formatDateTime, type AreaReleases, type Release } from '@backoffice/shared';
import { Card, DataTable, type ColumnDef } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { registryAreasQuery } from './area-queries';
import { AreaTokens } from './area-tokens';
import { RegisterAreaForm } from './register-area-form';

/** A release in a cell: where from, which version, who and when. */
function ReleaseCell({ release }: { release: Release | null }) {
  if (!release) return <>—</>;
  if (release.manifestUrl === null) return <>Built with the host</>;
  return (
    <>
      <code>{release.manifestUrl}</code>
      <br />
      {release.version ? `Release ${release.version}` : 'A release without a version'} ·{' '}
      {release.releasedBy.name} · {formatDateTime(release.releasedAt)}
    </>
  );
}

const columns: ColumnDef<AreaReleases, unknown>[] = [
  {
    id: 'area',
    header: 'Area',
    cell: ({ row }) => (
      <>
        {row.original.label} {row.original.path}
      </>
    ),
  },
  {
    id: 'current',
    header: 'Current',
    cell: ({ row }) =>
      row.original.current ? <ReleaseCell release={row.original.current} /> : 'Built with the host',
  },
  {
    id: 'previous',
    header: 'Previous',
    cell: ({ row }) => <ReleaseCell release={row.original.previous} />,
  },
  {
    id: 'canary',
    header: 'Canary',
    cell: ({ row }) =>
      row.original.canary ? (
        <>
          {row.original.canary.percent}% of staff: <ReleaseCell release={row.original.canary} />
        </>
      ) : (
        '—'
      ),
  },
];

/**
 * Settings → Areas (owners): which build of each area is live, the one before and any canary;
 * each area's release tokens for its team's CI; and registering a new area (docs/remotes.md).
 */
export function AreasSection() {
  const areas = useQuery(registryAreasQuery());
  return (
    <Card title="Areas">
      <DataTable
        label="Area releases"
        columns={columns}
        data={areas.data ?? []}
        getRowId={(area) => area.remote}
        loading={areas.isPending}
        error={areas.isError ? areas.error.message : undefined}
        onRetry={() => void areas.refetch()}
        emptyTitle="No areas in the registry"
        emptyDescription="Register one with the form below."
      />
      {areas.data && areas.data.length > 0 && <AreaTokens areas={areas.data} />}
      <RegisterAreaForm />
    </Card>
  );
}
