/*
 * The whole UI kit: the light entry (by package name, so its theme context is the one every
 * container shares) plus the heavy parts that only signed-in screens use.
 */
export * from '@backoffice/shared/ui-core';

export { ConfirmDialog } from './dialog/ConfirmDialog';
export { Dialog } from './dialog/Dialog';
export { DataTable } from './data/DataTable';
export type { ColumnDef } from './data/DataTable';
export { FilterToolbar } from './data/FilterToolbar';
export type { FilterSelect } from './data/FilterToolbar';
export { Tabs } from './navigation/Tabs';
export type { TabItem } from './navigation/Tabs';
export {
  FundingStatusBadge,
  fundingStatusLabels,
  fundingStatusTones,
  MemberStatusBadge,
  memberStatusLabels,
} from './status/statusBadges';
