import {
  areaPaths,
  formatCount,
  useDocumentTitle,
  useListSearchParams,
  useSearchParamInput,
  useStayWithinPages,
} from '@backoffice/shared';
import { Button, DataTable, PageLayout, Pagination } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { describeFilters } from './describeFilters';
import { useExportMembers } from './exportMembers';
import { memberColumns } from './memberColumns';
import { MemberFilters } from './MemberFilters';
import { memberListQuery } from './memberListQueries';
import styles from './MemberListPage.module.css';
import {
  dateRangeError,
  hasActiveFilters,
  memberListParamShape,
  toMemberQuery,
  type MemberFilterValues,
} from './memberListParams';

const noFilters: Record<keyof MemberFilterValues, undefined> = {
  search: undefined,
  status: undefined,
  verified: undefined,
  from: undefined,
  to: undefined,
};

export function MemberListPage() {
  const { params, setParams } = useListSearchParams(memberListParamShape);
  const search = useSearchParamInput(params.search, (term) => setParams({ search: term }));
  const filters: MemberFilterValues = {
    search: params.search,
    status: params.status,
    verified: params.verified,
    from: params.from,
    to: params.to,
  };
  const rangeError = dateRangeError(filters);
  const query = toMemberQuery({ ...filters, sort: params.sort });
  const members = useQuery({
    ...memberListQuery({ ...query, page: params.page, limit: params.limit }),
    enabled: !rangeError,
  });
  const movingToLastPage = useStayWithinPages(params.page, params.limit, members.data, (page) =>
    setParams({ page }, { replace: true }),
  );
  useDocumentTitle('Members');
  const exportMembers = useExportMembers();
  const filtered = hasActiveFilters(filters);
  const clearFilters = () => {
    search.setTerm('');
    setParams(noFilters);
  };

  return (
    <PageLayout
      title="Members"
      description={
        members.data && !rangeError
          ? `${formatCount(members.data.total)} ${filtered ? 'matching' : 'in total'}`
          : 'Everyone with a member account on the platform.'
      }
      actions={
        <Button
          variant="secondary"
          onClick={() => exportMembers.mutate(query)}
          loading={exportMembers.isPending}
          disabled={Boolean(rangeError)}
        >
          Export CSV
        </Button>
      }
    >
      <MemberFilters
        filters={filters}
        searchTerm={search.term}
        onSearchTermChange={search.setTerm}
        onChange={setParams}
        rangeError={rangeError}
      />
      {rangeError ? (
        // The range itself is wrong: the field says what to fix; there is no list to show.
        <p className={styles.rangeHint}>Fix the joined dates above to see the members.</p>
      ) : (
        <DataTable
          label="Members"
          columns={memberColumns}
          data={members.data?.items ?? []}
          getRowId={(member) => member.id}
          getRowHref={(member) => areaPaths.memberProfile(member.id)}
          sort={params.sort}
          onSortChange={(sort) => setParams({ sort })}
          loading={members.isPending || movingToLastPage}
          error={members.isError ? members.error.message : null}
          onRetry={() => void members.refetch()}
          emptyTitle={filtered ? 'No members match these filters' : 'No members yet'}
          emptyDescription={
            filtered
              ? `Nothing matches ${describeFilters(filters).join(', ')}.`
              : 'Members appear here once they sign up.'
          }
          emptyAction={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      )}
      {members.data && members.data.total > 0 && !rangeError && !movingToLastPage && (
        <Pagination
          label="Members pages"
          page={params.page}
          limit={params.limit}
          total={members.data.total}
          onPageChange={(page) => setParams({ page })}
          onLimitChange={(limit) => setParams({ limit })}
        />
      )}
    </PageLayout>
  );
}
