import { Pagination } from '@backoffice/shared/ui-core';
import { DataTable, type DataTableProps, type TableSelection } from './data-table';

/** What the table needs of a list controller (`useListController`). */
export type TableList<T> = {
  items: readonly T[];
  sort: string | undefined;
  sortFields: readonly string[];
  setSort: (sort: string | undefined) => void;
  loading: boolean;
  stale: boolean;
  error: string | null;
  errorCause: unknown;
  retry: () => void;
  selection: Omit<TableSelection<T>, 'rowLabel'>;
};

type ListTableProps<T> = Omit<
  DataTableProps<T>,
  | 'data'
  | 'sort'
  | 'sortFields'
  | 'onSortChange'
  | 'loading'
  | 'stale'
  | 'error'
  | 'errorCause'
  | 'onRetry'
  | 'selection'
> & {
  list: TableList<T>;
  /** Names the row in its checkbox's label ("Select FR-10001"). */
  rowLabel: (row: T) => string;
};

/**
 * A list controller's page as a DataTable: its rows, sort, loading, stale and error states and its
 * selection; the page gives the columns, the empty state and the row links.
 */
export function ListTable<T>({ list, rowLabel, ...table }: ListTableProps<T>) {
  return (
    <DataTable
      {...table}
      data={list.items}
      selection={{ ...list.selection, rowLabel }}
      sort={list.sort}
      sortFields={list.sortFields}
      onSortChange={list.setSort}
      loading={list.loading}
      stale={list.stale}
      error={list.error}
      errorCause={list.errorCause}
      onRetry={list.retry}
    />
  );
}

/** What the pager needs of a list controller (`useListController`). */
type PagedList = {
  showPagination: boolean;
  page: number;
  limit: number;
  total: number | undefined;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
};

/** A list controller's pager, with rows per page, once the list has rows to page. */
export function ListPagination({ label, list }: { label: string; list: PagedList }) {
  if (!list.showPagination) return null;
  return (
    <Pagination
      label={label}
      page={list.page}
      limit={list.limit}
      total={list.total ?? 0}
      onPageChange={list.setPage}
      onLimitChange={list.setLimit}
    />
  );
}
