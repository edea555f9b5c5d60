import {
  fundingCategories,
  fundingStatuses,
  fundingSummaryQuery,
  useDocumentTitle,
  useSearchParamInput,
  useStayWithinPages,
  type FundingStatus,
} from '@backoffice/shared';
import {
  Button,
  DataTable,
  DateField,
  PageLayout,
  Pagination,
  SearchInput,
  SelectField,
  Tabs,
  Toolbar,
  type TabItem,
} from '@backoffice/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from '@backoffice/shared/router';
import { fundingListQuery } from '../../funding/fundingQueries';
import { categoryLabels, statusLabels } from '../../funding/labels';
import {
  PAGE_SIZE,
  isRangeReversed,
  ticketHref,
  toDayRange,
  toListFilters,
  toPageFilters,
} from '../../funding/listParams';
import { useFundingListParams } from '../../funding/useFundingListParams';
import { describeFilters } from './describeFilters';
import { ExportCsvButton } from './ExportCsvButton';
import { submissionColumns } from './submissionColumns';
import { SummaryCards } from './SummaryCards';
import styles from './SubmissionsList.module.css';

type StatusTab = FundingStatus | 'all';

const categoryOptions = fundingCategories.map((category) => ({
  value: category,
  label: categoryLabels[category],
}));

/** /submissions: summary, status tabs, filters and the paged, sortable table, all in the URL. */
export function SubmissionsListPage() {
  const { params, setParams } = useFundingListParams();
  const { search: listSearch } = useLocation();
  const { term, setTerm } = useSearchParamInput(params.search, (search) => setParams({ search }));
  const reversed = isRangeReversed(params);
  useDocumentTitle('Submissions');

  const summary = useQuery({
    ...fundingSummaryQuery(toDayRange(params)),
    enabled: !reversed,
  });
  const list = useQuery({
    ...fundingListQuery(toPageFilters(params)),
    enabled: !reversed,
    placeholderData: keepPreviousData,
  });
  const movingToLastPage = useStayWithinPages(
    params.page,
    PAGE_SIZE,
    list.isPlaceholderData ? undefined : list.data,
    (page) => setParams({ page }, { replace: true }),
  );
  const hasDates = Boolean(params.from || params.to);

  const tabs: TabItem<StatusTab>[] = [
    { value: 'all', label: 'All', count: summary.data?.total },
    ...fundingStatuses.map((status) => ({
      value: status,
      label: statusLabels[status],
      count: summary.data?.byStatus[status],
    })),
  ];
  const hasFilters = Boolean(params.status || params.category || params.search || hasDates);

  return (
    <PageLayout
      title="Submissions"
      description="Funding requests waiting for review and their outcomes"
      actions={<ExportCsvButton filters={toListFilters(params)} disabled={reversed} />}
    >
      <Toolbar label="Date range">
        <div className={styles.filters}>
          <DateField
            label="Created from"
            hint="Empty for all time"
            value={params.from ?? ''}
            max={params.to}
            onChange={(event) => setParams({ from: event.target.value })}
          />
          <DateField
            label="Created to"
            hint="Empty for up to now"
            value={params.to ?? ''}
            min={params.from}
            onChange={(event) => setParams({ to: event.target.value })}
          />
          {hasDates && (
            <Button
              variant="secondary"
              onClick={() => setParams({ from: undefined, to: undefined })}
            >
              All dates
            </Button>
          )}
        </div>
      </Toolbar>
      {reversed ? (
        <p role="alert" className={styles.rangeError}>
          The end date must not be before the start date.
        </p>
      ) : (
        <SummaryCards summary={summary} />
      )}
      <Tabs
        label="Filter by status"
        items={tabs}
        value={params.status ?? 'all'}
        onValueChange={(value) => setParams({ status: value === 'all' ? undefined : value })}
      />
      <Toolbar label="Filters">
        <div className={styles.filters}>
          <SearchInput
            label="Search requests"
            placeholder="Search by title, id or requester"
            value={term}
            onValueChange={setTerm}
          />
          <SelectField
            label="Category"
            placeholder="All categories"
            options={categoryOptions}
            value={params.category ?? ''}
            onChange={(event) =>
              setParams({
                category: (event.target.value || undefined) as typeof params.category,
              })
            }
          />
        </div>
      </Toolbar>
      {!reversed && (
        <>
          <DataTable
            label="Funding requests"
            columns={submissionColumns}
            data={list.data?.items ?? []}
            getRowId={(row) => row.id}
            getRowHref={(row) => ticketHref(row.id, listSearch)}
            sort={params.sort}
            onSortChange={(sort) => setParams({ sort: sort as typeof params.sort | undefined })}
            loading={list.isPending || movingToLastPage}
            skeletonRows={8}
            error={list.isError ? list.error.message : null}
            onRetry={() => void list.refetch()}
            emptyTitle="No funding requests"
            emptyDescription={describeFilters(params)}
            emptyAction={
              hasFilters ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setTerm('');
                    setParams({
                      status: undefined,
                      category: undefined,
                      search: undefined,
                      from: undefined,
                      to: undefined,
                    });
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
          {list.data && list.data.total > 0 && !movingToLastPage && (
            <Pagination
              label="Funding requests pages"
              page={params.page}
              limit={PAGE_SIZE}
              total={list.data.total}
              onPageChange={(page) => setParams({ page })}
            />
          )}
        </>
      )}
    </PageLayout>
  );
}
