import {
  fundingCategories,
  fundingList,
  fundingSummaryQuery,
  LIVE_REFETCH_MS,
  useDocumentTitle,
  useListController,
  useRecentlyChanged,
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
} from '@backoffice/shared/ui';
import { useRecordsPresence } from '@backoffice/shared/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@backoffice/shared/router';
import { fundingListQuery } from '../../lib/funding-queries';
import { categoryLabels } from '../../lib/labels';
import { fundingListUrl, ticketHref, toSummaryFilters } from '../../lib/list-params';
import { BulkActionBar } from '../bulk-actions/bulk-action-bar';
import { DueFirstButton } from './due/due-first-button';
import { useClock } from '../../lib/use-clock';
import { ShortcutsDialog } from '../review-queue/shortcuts-dialog';
import { prefetchTicket } from '../ticket-details/prefetch-ticket';
import { useListKeyboard } from '../review-queue/use-list-keyboard';
import { describeFilters } from './describe-filters';
import { ExportCsvButton } from './export-csv-button';
import { filtersOfTab, listTabs, selectedTab } from './list-tabs';
import { submissionColumns } from './submission-columns';
import { SummaryTotals } from './summary-totals';
import styles from './submissions-list.module.css';

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
 * /submissions: one row of filters, order and saved views; the queue and status tabs with their
 * counts under those filters; the paged, sortable table; all in the URL. The money totals are the
 * header's line, so the first row is near the top.
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
    ...fundingSummaryQuery(toSummaryFilters(params)),
    enabled: !reversed,
    refetchInterval: LIVE_REFETCH_MS,
  });
  const keyboard = useListKeyboard();
  const queryClient = useQueryClient();

  // While the summary loads, each count keeps its place (see TabItem); a failed one shows none.
  const tabs = listTabs(summary.isError ? null : summary.data);

  return (
    <PageLayout
      title="Submissions"
      description={
        reversed ? (
          <span role="alert" className={styles.rangeError}>
            {list.rangeError}
          </span>
        ) : (
          <SummaryTotals summary={summary} />
        )
      }
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
      <div className={styles.controls}>
        <FilterToolbar
          label="Filters"
          list={list}
          search={{ label: 'Search requests', placeholder: 'Title, id or requester' }}
          selects={[categorySelect]}
          dates={{
            from: { label: 'Created from', hint: 'Empty for all time' },
            to: { label: 'Created to', hint: 'Empty for up to now' },
            clearLabel: 'All dates',
          }}
        >
          <DueFirstButton
            sort={list.sort}
            onSortChange={list.setSort}
            className={styles.dueFirst}
          />
          <SavedViews list="submissions" />
        </FilterToolbar>
        <div className={styles.tabs}>
          <Tabs
            label="Queue or status"
            items={tabs}
            value={selectedTab(params)}
            onValueChange={(tab) => list.setFilters(filtersOfTab(tab))}
          />
        </div>
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
              compactCards
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
