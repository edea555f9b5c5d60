import { formatDate, formatRelativeTime, type MemberSummary } from '@backoffice/shared';
import { Avatar, MemberStatusBadge, type ColumnDef } from '@backoffice/shared/ui';
import styles from './MemberListPage.module.css';

// Column ids are the api's sort fields (memberSortFields); the others cannot be sorted.
export const memberColumns: ColumnDef<MemberSummary>[] = [
  {
    id: 'fullName',
    // react-table sorts (here: offers sorting) only columns with an accessor.
    accessorFn: (member) => member.fullName,
    header: 'Name',
    cell: ({ row }) => (
      <span className={styles.nameCell}>
        <Avatar name={row.original.fullName} src={row.original.avatarUrl} size={28} />
        {row.original.fullName}
      </span>
    ),
  },
  {
    id: 'email',
    meta: { nowrap: true },
    header: 'Email',
    enableSorting: false,
    cell: ({ row }) => row.original.email,
  },
  {
    id: 'phone',
    meta: { nowrap: true },
    header: 'Phone',
    enableSorting: false,
    cell: ({ row }) => row.original.phone,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <MemberStatusBadge status={row.original.status} />,
  },
  {
    id: 'verified',
    header: 'Verified',
    enableSorting: false,
    cell: ({ row }) => (row.original.verified ? 'Yes' : 'No'),
  },
  {
    id: 'joinedAt',
    meta: { nowrap: true },
    accessorFn: (member) => member.joinedAt,
    header: 'Joined',
    cell: ({ row }) => formatDate(row.original.joinedAt),
  },
  {
    id: 'lastActiveAt',
    meta: { nowrap: true },
    accessorFn: (member) => member.lastActiveAt,
    header: 'Last active',
    cell: ({ row }) =>
      row.original.lastActiveAt ? formatRelativeTime(row.original.lastActiveAt) : 'Never',
  },
];
