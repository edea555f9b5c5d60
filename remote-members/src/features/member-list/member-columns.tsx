import {
  formatDate,
  formatRelativeTime,
  RecentlyChangedBadge,
  type MemberSummary,
} from '@backoffice/shared';
import { RecordPresenceNote, type RecordPresenceLine } from '@backoffice/shared/realtime';
import { Avatar, MemberStatusBadge, type ColumnDef } from '@backoffice/shared/ui';
import styles from './member-list-page.module.css';

/**
 * What an admin may change on a member: a row whose fingerprint moves is marked. Not
 * `lastActiveAt`, which the member's own activity moves.
 */
export const memberFingerprint = (member: MemberSummary) =>
  JSON.stringify([member.fullName, member.phone, member.status, member.verified]);

/**
 * Column ids are the api's field names; the contract's `memberList.sortFields` say which sort.
 * `recentlyChanged` marks a row someone just changed (live lists); `presenceOf` says
 * which colleagues have a member open.
 */
export const memberColumns = (
  recentlyChanged: (id: string) => boolean,
  presenceOf: (id: string) => readonly RecordPresenceLine[],
): ColumnDef<MemberSummary>[] => [
  {
    id: 'fullName',
    header: 'Name',
    cell: ({ row }) => (
      <span className={styles.nameCell}>
        <Avatar name={row.original.fullName} src={row.original.avatarUrl} size={28} />
        <span>
          {row.original.fullName}
          <RecordPresenceNote lines={presenceOf(row.original.id)} compact />
        </span>
      </span>
    ),
  },
  {
    id: 'email',
    meta: { nowrap: true },
    header: 'Email',
    cell: ({ row }) => row.original.email,
  },
  {
    id: 'phone',
    meta: { nowrap: true, offCompactCard: true },
    header: 'Phone',
    cell: ({ row }) => row.original.phone,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={styles.statusCell}>
        <MemberStatusBadge status={row.original.status} />
        {recentlyChanged(row.original.id) && <RecentlyChangedBadge />}
      </span>
    ),
  },
  {
    id: 'verified',
    header: 'Verified',
    cell: ({ row }) => (row.original.verified ? 'Yes' : 'No'),
  },
  {
    id: 'joinedAt',
    meta: { nowrap: true, offCompactCard: true },
    header: 'Joined',
    cell: ({ row }) => formatDate(row.original.joinedAt),
  },
  {
    id: 'lastActiveAt',
    // "about 2 months ago" may wrap between its words: kept on one line it made the table wider
    // than a 1440 px window, which then scrolled sideways and lost its sticky header row.
    meta: { offCompactCard: true },
    header: 'Last active',
    cell: ({ row }) =>
      row.original.lastActiveAt ? formatRelativeTime(row.original.lastActiveAt) : 'Never',
  },
];
