import {
  apiRequest,
  AUDIT_ENTITY_ID_MAX_LENGTH,
  auditEntityLabels,
  auditEntityText,
  auditEntityTypes,
  auditKindLabels,
  auditKinds,
  collectAllPages,
  dateRangeOrderError,
  describeChangeLine,
  downloadCsv,
  formatDateTime,
  notifyError,
  type AuditEntityType,
  type AuditEntry,
  type AuditKind,
} from '@backoffice/shared';
import {
  Button,
  Card,
  DataTable,
  DayFilterField,
  Pagination,
  SelectField,
  TextField,
  type ColumnDef,
} from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@backoffice/shared/router';
import { ACTIVITY_PAGE_SIZE, activityActorsQuery, activityQuery } from './activity-queries';
import { activityCsvRow, recordHref } from './activity-rows';
import styles from './activity.module.css';
import { TrailIntegrity } from './trail-integrity';

interface Filters {
  actorId: string;
  kind: AuditKind | '';
  entityType: AuditEntityType | '';
  entityId: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = {
  actorId: '',
  kind: '',
  entityType: '',
  entityId: '',
  from: '',
  to: '',
};

const kindOptions = auditKinds.map((kind) => ({ value: kind, label: auditKindLabels[kind] }));
const entityOptions = auditEntityTypes.map((type) => ({
  value: type,
  label: auditEntityLabels[type],
}));

const columns: ColumnDef<AuditEntry, unknown>[] = [
  {
    id: 'at',
    header: 'When',
    meta: { nowrap: true },
    cell: ({ row }) => formatDateTime(row.original.at),
  },
  { id: 'actor', header: 'Person', cell: ({ row }) => row.original.actor.name },
  { id: 'kind', header: 'What', cell: ({ row }) => auditKindLabels[row.original.kind] },
  {
    id: 'entity',
    header: 'Entity',
    cell: ({ row }) => {
      const { entity } = row.original;
      const label = auditEntityText(entity);
      const href = recordHref(entity);
      return href ? <Link to={href}>{label}</Link> : label;
    },
  },
  { id: 'change', header: 'Change', cell: ({ row }) => describeChangeLine(row.original) || '—' },
];

/** Only the filters that are set, as the api's query (the browser's time zone for the days). */
function toQuery(filters: Filters) {
  return {
    ...(filters.actorId && { actorId: filters.actorId }),
    ...(filters.kind && { kind: filters.kind }),
    ...(filters.entityType && { entityType: filters.entityType }),
    ...(filters.entityId.trim() && { entityId: filters.entityId.trim() }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/**
 * Settings → Activity: the whole audit trail for owners and auditors, filtered by
 * person, kind, entity and days, paged by the api, exported as CSV over every matching page.
 */
export function ActivitySection() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // A day box keeps a text it cannot read ("1 Dex 2026"), which sets no filter; clearing the
  // filters gives new day boxes, so that text goes too.
  const [clearings, setClearings] = useState(0);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // The lists' rule and words: a range that ends before it starts is said at the field, never sent.
  const rangeError = dateRangeOrderError(filters.from, filters.to);
  const rangeInOrder = !rangeError;
  const query = toQuery(filters);
  const entries = useQuery({
    ...activityQuery({ ...query, page, limit: ACTIVITY_PAGE_SIZE }),
    enabled: rangeInOrder,
  });
  const actors = useQuery(activityActorsQuery());
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await collectAllPages((pageNumber, limit) =>
        apiRequest('auditTrail', { query: { ...query, page: pageNumber, limit } }),
      );
      await downloadCsv('activity', all.map(activityCsvRow));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'Could not export the activity');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title="Activity">
      <TrailIntegrity />
      <div className={styles.filters} role="group" aria-label="Activity filters">
        <SelectField
          label="Person"
          placeholder={actors.isError ? 'Everyone (could not load people)' : 'Everyone'}
          options={(actors.data ?? []).map((actor) => ({ value: actor.id, label: actor.name }))}
          value={filters.actorId}
          onChange={(event) => change({ actorId: event.target.value })}
        />
        <SelectField
          label="Kind"
          placeholder="Every kind"
          options={kindOptions}
          value={filters.kind}
          onChange={(event) => change({ kind: event.target.value as Filters['kind'] })}
        />
        <SelectField
          label="Entity type"
          placeholder="Every entity"
          options={entityOptions}
          value={filters.entityType}
          onChange={(event) => change({ entityType: event.target.value as Filters['entityType'] })}
        />
        <TextField
          label="Entity id"
          placeholder="e.g. FR-00012"
          // No longer than the api takes: a longer id failed the query with zod's wording.
          maxLength={AUDIT_ENTITY_ID_MAX_LENGTH}
          value={filters.entityId}
          onChange={(event) => change({ entityId: event.target.value })}
        />
        <DayFilterField
          key={`from-${clearings}`}
          label="From"
          value={filters.from || undefined}
          onValueChange={(day) => change({ from: day ?? '' })}
        />
        <DayFilterField
          key={`to-${clearings}`}
          label="To"
          value={filters.to || undefined}
          error={rangeError}
          onValueChange={(day) => change({ to: day ?? '' })}
        />
      </div>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          onClick={() => {
            change(NO_FILTERS);
            setClearings((count) => count + 1);
          }}
        >
          Clear filters
        </Button>
        <Button
          variant="secondary"
          loading={exporting}
          disabled={!rangeInOrder || !entries.data?.total}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </div>
      {rangeInOrder ? (
        <>
          <DataTable
            label="Activity"
            columns={columns}
            data={entries.data?.items ?? []}
            getRowId={(entry) => entry.id}
            loading={entries.isPending}
            error={entries.isError ? entries.error.message : undefined}
            onRetry={() => void entries.refetch()}
            emptyTitle="No activity matches these filters"
            emptyDescription="Try another person, kind, entity or day range."
          />
          {entries.data && (
            <Pagination
              label="Activity pages"
              page={entries.data.page}
              limit={entries.data.limit}
              total={entries.data.total}
              onPageChange={setPage}
            />
          )}
        </>
      ) : (
        // Nothing is asked for such a range: the entries kept from before would read as its answer.
        <p className={styles.rangeHint}>Fix the dates above to see the activity.</p>
      )}
    </Card>
  );
}
