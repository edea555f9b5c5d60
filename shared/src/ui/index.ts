/*
 * The whole UI kit: the light entry (by package name, so its theme context is the one every
 * container shares) plus the heavy parts that only signed-in screens use.
 */
export * from '@backoffice/shared/ui-core';

export { ConfirmDialog } from './dialog/confirm-dialog';
export { Dialog } from './dialog/dialog';
export { DataTable } from './data/data-table';
export { ListPagination, ListTable } from './data/list-table';
export type { TableList } from './data/list-table';
export type { ColumnDef } from './data/data-table';
export { useScrollsSideways } from './data/use-scrolls-sideways';
export { DayFilterField } from './data/day-filter-field';
export { FilterToolbar } from './data/filter-toolbar';
export type { FilterSelect } from './data/filter-toolbar';
export { Tabs } from './navigation/tabs';
export type { TabItem } from './navigation/tabs';
export { SavedViews } from '../saved-views/saved-views';
