import { formatDate, formatRelativeTime, type MemberSummary } from '@backoffice/shared';
import { Avatar, type ColumnDef } from '@backoffice/shared/ui';
import { MemberStatusBadge } from '../../components/MemberStatusBadge';
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
  { id: 'email', header: 'Email', enableSorting: false, cell: ({ row }) => row.original.email },
  { id: 'phone', header: 'Phone', enableSorting: false, cell: ({ row }) => row.original.phone },
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
    accessorFn: (member) => member.joinedAt,
    header: 'Joined',
    cell: ({ row }) => formatDate(row.original.joinedAt),
  },
  {
    id: 'lastActiveAt',
    accessorFn: (member) => member.lastActiveAt,
    header: 'Last active',
    cell: ({ row }) =>
      row.original.lastActiveAt ? formatRelativeTime(row.original.lastActiveAt) : 'Never',
  },
];
