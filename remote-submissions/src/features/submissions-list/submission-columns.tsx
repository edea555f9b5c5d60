import {
  awaitingSecondApprovalText,
  formatDate,
  formatMoney,
  RecentlyChangedBadge,
  type FundingRequestSummary,
} from '@backoffice/shared';
import { RecordPresenceNote, type RecordPresenceLine } from '@backoffice/shared/realtime';
import { Badge, type ColumnDef } from '@backoffice/shared/ui';
import { categoryLabels } from '../../lib/labels';
import { StatusBadge } from '../../lib/status-badge';
import { DueCell } from '../../lib/due-cell';
import styles from './submissions-list.module.css';

/**
 * Column ids are the api's field names; the contract's `fundingList.sortFields` say which sort.
 * `recentlyChanged` marks a row someone just changed (live lists); `now` dates the
 * review clock's "Due in" / "Overdue"; `presenceOf` says which colleagues have a request open.
 */
export const submissionColumns = (
  recentlyChanged: (id: string) => boolean,
  now: Date,
  presenceOf: (id: string) => readonly RecordPresenceLine[],
): ColumnDef<FundingRequestSummary>[] => [
  {
    id: 'title',
    header: 'Request',
    cell: ({ row }) => (
      <span className={styles.request}>
        <span className={styles.title}>{row.original.title}</span>{' '}
        <span className={`${styles.muted} ${styles.id}`}>{row.original.id}</span>
        <RecordPresenceNote lines={presenceOf(row.original.id)} compact />
      </span>
    ),
  },
  {
    id: 'requester',
    header: 'Requester',
    cell: ({ row }) => row.original.requester.fullName,
  },
  {
    id: 'category',
    meta: { offCompactCard: true },
    header: 'Category',
    cell: ({ row }) => categoryLabels[row.original.category],
  },
  {
    accessorKey: 'amountRequested',
    meta: { nowrap: true },
    header: 'Amount',
    cell: ({ row }) =>
      `${formatMoney(row.original.amountRaised, row.original.currency)} of ${formatMoney(
        row.original.amountRequested,
        row.original.currency,
      )}`,
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={styles.statusCell}>
        <StatusBadge status={row.original.status} />
        {row.original.requesterAnswered && <Badge tone="info">Requester answered</Badge>}
        {row.original.firstApproval && (
          <span className={styles.awaiting}>
            <Badge tone="info">
              {awaitingSecondApprovalText(row.original.firstApproval.by.name)}
            </Badge>
          </span>
        )}
        {recentlyChanged(row.original.id) && <RecentlyChangedBadge />}
      </span>
    ),
  },
  {
    id: 'dueAt',
    meta: { nowrap: true },
    header: 'Due',
    cell: ({ row }) => <DueCell request={row.original} now={now} />,
  },
  {
    accessorKey: 'createdAt',
    meta: { nowrap: true, offCompactCard: true },
    header: 'Created',
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
];
