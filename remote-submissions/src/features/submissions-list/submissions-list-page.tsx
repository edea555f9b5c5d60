import {
  FUNDING_REVIEW_QUEUE,
  FUNDING_SECOND_APPROVAL_QUEUE,
  fundingCategories,
  fundingList,
  fundingStatuses,
  fundingSummaryQuery,
  LIVE_REFETCH_MS,
  useDocumentTitle,
  useListController,
  useRecentlyChanged,
  type FundingStatus,
} from '@backoffice/shared';
import {
  Button,
  DataTable,
  FilterToolbar,
  PageLayout,
  Pagination,
  Tabs,
  type FilterSelect,
  type TabItem,
} from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@backoffice/shared/router';
import { fundingListQuery } from '../../funding/funding-queries';
import { categoryLabels, statusLabels } from '../../funding/labels';
import { fundingListUrl, ticketHref, toDayRange } from '../../funding/list-params';
import { BulkActionBar } from '../bulk-actions/bulk-action-bar';
import { describeFilters } from './describe-filters';
import { ExportCsvButton } from './export-csv-button';
import { submissionColumns } from './submission-columns';
import { SummaryCards } from './summary-cards';
import styles from './submissions-list.module.css';

type StatusTab = FundingStatus | 'all';

const categorySelect: FilterSelect<'category'> = {
  name: 'category',
  label: 'Category',
  placeholder: 'All categories',
  options: fundingCategories.map((category) => ({
    value: category,
    label: categoryLabels[category],
  })),
};

/**
 * Issue 22: pending and answered requests, answered first (the api's review queue), which also
 * holds what awaits a second approval by someone else; issue 21: only those.
 */
const queueSelect: FilterSelect<'queue'> = {
  name: 'queue',
  label: 'View',
  placeholder: 'All requests',
  options: [
    { value: FUNDING_REVIEW_QUEUE, label: 'Review queue' },
    { value: FUNDING_SECOND_APPROVAL_QUEUE, label: 'Awaiting my second approval' },
  ],
};

/** /submissions: summary, status tabs, filters and the paged, sortable table, all in the URL. */
export function SubmissionsListPage() {
  const list = useListController({
    definition: fundingList,
    ...fundingListUrl,
    query: (request) => ({ ...fundingListQuery(request), refetchInterval: LIVE_REFETCH_MS }),
    getRowId: (row) => row.id,
  });
  const { params } = list;
  const recentlyChanged = useRecentlyChanged(
    list.items,
    (row) => row.id,
    (row) => row.updatedAt,
  );
  const columns = submissionColumns(recentlyChanged);
  const { search: listSearch } = useLocation();
  const reversed = Boolean(list.rangeError);
  useDocumentTitle('Submissions');

  const summary = useQuery({
    ...fundingSummaryQuery(toDayRange(params)),
    enabled: !reversed,
  });

  // While the summary loads, each count keeps its place (see TabItem); a failed one shows none.
  const counting = summary.isLoading ? null : undefined;
  const tabs: TabItem<StatusTab>[] = [
    { value: 'all', label: 'All', count: summary.data?.total ?? counting },
    ...fundingStatuses.map((status) => ({
      value: status,
      label: statusLabels[status],
      count: summary.data?.byStatus[status] ?? counting,
    })),
  ];

  return (
    <PageLayout
      title="Submissions"
      description="Funding requests waiting for review and their outcomes"
      actions={<ExportCsvButton filters={list.filters} disabled={reversed} />}
    >
      <FilterToolbar
        label="Date range"
        list={list}
        dates={{
          from: { label: 'Created from', hint: 'Empty for all time' },
          to: { label: 'Created to', hint: 'Empty for up to now' },
          clearLabel: 'All dates',
        }}
      />
      {reversed ? (
        <p role="alert" className={styles.rangeError}>
          {list.rangeError}
        </p>
      ) : (
        <SummaryCards summary={summary} />
      )}
      <Tabs
        label="Filter by status"
        items={tabs}
        value={params.status ?? 'all'}
        onValueChange={(value) => list.setFilters({ status: value === 'all' ? undefined : value })}
      />
      <FilterToolbar
        label="Filters"
        list={list}
        search={{ label: 'Search requests', placeholder: 'Search by title, id or requester' }}
        selects={[queueSelect, categorySelect]}
      />
      {!reversed && (
        <>
          <BulkActionBar selection={list.selection} total={list.total} filters={list.filters} />
          <DataTable
            label="Funding requests"
            columns={columns}
            data={list.items}
            getRowId={(row) => row.id}
            getRowHref={(row) => ticketHref(row.id, listSearch)}
            selection={{ ...list.selection, rowLabel: (row) => row.title }}
            sort={list.sort}
            sortFields={list.sortFields}
            onSortChange={list.setSort}
            loading={list.loading}
            stale={list.stale}
            skeletonRows={8}
            error={list.error}
            errorCause={list.errorCause}
            onRetry={list.retry}
            emptyTitle="No funding requests"
            emptyDescription={describeFilters(params)}
            emptyAction={
              list.hasFilters ? (
                <Button variant="secondary" onClick={list.clearFilters}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
          {list.showPagination && (
            <Pagination
              label="Funding requests pages"
              page={list.page}
              limit={list.limit}
              total={list.total ?? 0}
              onPageChange={list.setPage}
            />
          )}
        </>
      )}
    </PageLayout>
  );
}
