import {
  FUNDING_IN_REVIEW_BY_ME_QUEUE,
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
  FilterToolbar,
  ListPagination,
  ListTable,
  PageLayout,
  SavedViews,
  Tabs,
  type FilterSelect,
  type TabItem,
} from '@backoffice/shared/ui';
import { useRecordsPresence } from '@backoffice/shared/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@backoffice/shared/router';
import { fundingListQuery } from '../../lib/funding-queries';
import { categoryLabels, statusLabels } from '../../lib/labels';
import { fundingListUrl, ticketHref, toDayRange } from '../../lib/list-params';
import { BulkActionBar } from '../bulk-actions/bulk-action-bar';
import { DueFirstButton } from './due/due-first-button';
import { useClock } from '../../lib/use-clock';
import { ShortcutsDialog } from '../review-queue/shortcuts-dialog';
import { prefetchTicket } from '../ticket-details/prefetch-ticket';
import { useListKeyboard } from '../review-queue/use-list-keyboard';
import { describeFilters } from './describe-filters';
import { ExportCsvButton } from './export-csv-button';
import { submissionColumns } from './submission-columns';
import { SummaryTotals } from './summary-totals';
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
 * The api's review queue: pending and answered requests, oldest first by submission (an answered
 * one is marked), with what awaits a second approval by someone else; only those; and the
 * requests under review whose review the person started, so "Start review" never loses one.
 */
const queueSelect: FilterSelect<'queue'> = {
  name: 'queue',
  label: 'View',
  placeholder: 'All requests',
  options: [
    { value: FUNDING_REVIEW_QUEUE, label: 'Review queue' },
    { value: FUNDING_SECOND_APPROVAL_QUEUE, label: 'Awaiting my second approval' },
    { value: FUNDING_IN_REVIEW_BY_ME_QUEUE, label: 'In review by me' },
  ],
};

/**
 * /submissions: money totals, status tabs with their counts, filters, saved views and the paged,
 * sortable table, all in the URL.
 */
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
  const now = useClock();
  const presenceOf = useRecordsPresence('request');
  const columns = submissionColumns(recentlyChanged, now, presenceOf);
  const { search: listSearch } = useLocation();
  const reversed = Boolean(list.rangeError);
  useDocumentTitle('Submissions');

  // Live with the rows: a change that moves a row (another reviewer's) moves the counts too.
  const summary = useQuery({
    ...fundingSummaryQuery(toDayRange(params)),
    enabled: !reversed,
    refetchInterval: LIVE_REFETCH_MS,
  });
  const keyboard = useListKeyboard();
  const queryClient = useQueryClient();

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
      actions={
        <>
          <Button
            variant="ghost"
            onClick={() => keyboard.setShortcutsOpen(true)}
            aria-keyshortcuts={keyboard.enabled ? '?' : undefined}
          >
            Keyboard shortcuts
          </Button>
          <ExportCsvButton filters={list.filters} disabled={reversed} />
        </>
      }
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
        <SummaryTotals summary={summary} />
      )}
      <div className={styles.statusTabs}>
        <Tabs
          label="Filter by status"
          items={tabs}
          value={params.status ?? 'all'}
          onValueChange={(value) =>
            list.setFilters({ status: value === 'all' ? undefined : value })
          }
        />
      </div>
      <FilterToolbar
        label="Filters"
        list={list}
        pairsOnPhone
        search={{ label: 'Search requests', placeholder: 'Search by title, id or requester' }}
        selects={[queueSelect, categorySelect]}
      />
      <div className={styles.order}>
        <DueFirstButton sort={list.sort} onSortChange={list.setSort} className={styles.dueFirst} />
        <SavedViews list="submissions" />
      </div>
      {!reversed && (
        <>
          <BulkActionBar selection={list.selection} total={list.total} filters={list.filters} />
          <div ref={keyboard.listRef} className={styles.keyboardList}>
            <ListTable
              label="Funding requests"
              list={list}
              columns={columns}
              rowLabel={(row) => row.title}
              getRowId={(row) => row.id}
              getRowHref={(row) => ticketHref(row.id, listSearch)}
              onRowIntent={(row) => prefetchTicket(queryClient, row.id)}
              skeletonRows={8}
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
          </div>
          <ListPagination label="Funding requests pages" list={list} />
        </>
      )}
      <ShortcutsDialog
        open={keyboard.shortcutsOpen}
        onOpenChange={keyboard.setShortcutsOpen}
        shortcuts={keyboard.listed}
        enabled={keyboard.enabled}
      />
    </PageLayout>
  );
}
