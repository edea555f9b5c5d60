import { useRecordsPresence } from '@backoffice/shared/realtime';
import {
  apiRequest,
  formatCount,
  memberList,
  memberStatuses,
  SelectionBar,
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
  type FilterSelect,
} from '@backoffice/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@backoffice/shared/router';
import { memberStatusLabels } from '../../lib/member-labels';
import { profileHref } from '../../lib/member-links';
import { prefetchMember } from '../member-profile/member-profile-queries';
import { describeFilters } from './describe-filters';
import { toMemberCsvRow, useExportMembers } from './export-members';
import { memberColumns, memberFingerprint } from './member-columns';
import { memberListQuery } from './member-list-queries';
import styles from './member-list-page.module.css';
import { memberListUrl } from './member-list-params';

const memberSelects: FilterSelect<'status' | 'verified'>[] = [
  {
    name: 'status',
    label: 'Status',
    placeholder: 'All statuses',
    options: memberStatuses.map((status) => ({ value: status, label: memberStatusLabels[status] })),
  },
  {
    name: 'verified',
    label: 'Verified',
    placeholder: 'Verified or not',
    options: [
      { value: 'true', label: 'Verified' },
      { value: 'false', label: 'Not verified' },
    ],
  },
];

export function MemberListPage() {
  const { search: listSearch } = useLocation();
  const queryClient = useQueryClient();
  const list = useListController({
    definition: memberList,
    ...memberListUrl,
    query: memberListQuery,
    getRowId: (member) => member.id,
  });
  const { rangeError } = list;
  const recentlyChanged = useRecentlyChanged(list.items, (row) => row.id, memberFingerprint);
  const presenceOf = useRecordsPresence('member');
  useDocumentTitle('Members');
  const exportMembers = useExportMembers();
  const filtered = list.hasFilters;

  return (
    <PageLayout
      title="Members"
      description={
        rangeError
          ? // As short as a count: on a phone the longer sentence took a second line and moved
            // the filters, the "Joined to" being typed in included, down under the finger.
            'No count for these dates'
          : list.total !== undefined
            ? `${formatCount(list.total)} ${filtered ? 'matching' : 'in total'}`
            : 'Everyone with a member account on the platform.'
      }
      actions={
        <Button
          variant="secondary"
          onClick={() => exportMembers.mutate(list.filters)}
          loading={exportMembers.isPending}
          disabled={Boolean(rangeError)}
        >
          Export CSV
        </Button>
      }
    >
      <FilterToolbar
        label="Member filters"
        list={list}
        search={{ label: 'Search members', placeholder: 'Name, email or phone' }}
        selects={memberSelects}
        dates={{ from: { label: 'Joined from' }, to: { label: 'Joined to' }, error: rangeError }}
      >
        <SavedViews list="members" />
      </FilterToolbar>
      {rangeError ? (
        // The range itself is wrong: the field says what to fix; there is no list to show.
        <p className={styles.rangeHint}>Fix the joined dates above to see the members.</p>
      ) : (
        <>
          <SelectionBar
            selection={list.selection}
            total={list.total}
            fetchPage={(page, limit) =>
              apiRequest('memberList', { query: { ...list.filters, page, limit } })
            }
            fileName="members"
            toCsvRow={toMemberCsvRow}
          />
          <ListTable
            label="Members"
            compactCards
            list={list}
            columns={memberColumns(recentlyChanged, presenceOf)}
            rowLabel={(member) => member.fullName}
            getRowId={(member) => member.id}
            getRowHref={(member) => profileHref(member.id, listSearch)}
            onRowIntent={(member) => prefetchMember(queryClient, member.id)}
            emptyTitle={filtered ? 'No members match these filters' : 'No members yet'}
            emptyDescription={
              filtered
                ? `Nothing matches ${describeFilters({ ...list.filterValues, search: list.params.search }).join(', ')}.`
                : 'Members appear here once they sign up.'
            }
            emptyAction={
              filtered ? (
                <Button variant="secondary" onClick={list.clearFilters}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        </>
      )}
      {!rangeError && <ListPagination label="Members pages" list={list} />}
    </PageLayout>
  );
}
