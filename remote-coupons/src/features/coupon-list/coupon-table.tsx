import {
  formatDate,
  RecentlyChangedBadge,
  useRecentlyChanged,
  type Coupon,
} from '@backoffice/shared';
import { Badge, Button, ListTable, type ColumnDef, type TableList } from '@backoffice/shared/ui';
import type { ReactNode } from 'react';
import { couponFingerprint } from './coupon-csv';
import styles from './coupon-list.module.css';
import {
  couponStatusLabels,
  couponStatusTones,
  formatDiscount,
  formatRedemptions,
} from '../../lib/format-coupon';

/** Each is absent for a role the actions table does not let do it. */
export type CouponActions = {
  onEdit?: (coupon: Coupon) => void;
  onRevoke?: (coupon: Coupon) => void;
};

type RowActionsProps = {
  actions: CouponActions;
  onHistory: (coupon: Coupon) => void;
};

/**
 * Column ids are the api's field names; the contract's `couponList.sortFields` say which sort.
 * `recentlyChanged` marks a row someone just changed (live lists).
 */
function couponColumns(
  rowActions: RowActionsProps,
  recentlyChanged: (id: string) => boolean,
): ColumnDef<Coupon, unknown>[] {
  return [
    {
      id: 'code',
      meta: { nowrap: true },
      header: 'Code',
      cell: ({ row }) => <span className={styles.code}>{row.original.code}</span>,
    },
    {
      id: 'description',
      meta: { offCompactCard: true },
      header: 'Description',
      cell: ({ row }) => row.original.description || '—',
    },
    {
      id: 'discount',
      meta: { nowrap: true },
      header: 'Discount',
      cell: ({ row }) => formatDiscount(row.original),
    },
    {
      id: 'redemptions',
      meta: { nowrap: true, offCompactCard: true },
      header: 'Redemptions',
      cell: ({ row }) => formatRedemptions(row.original),
    },
    {
      id: 'startsAt',
      meta: { nowrap: true, offCompactCard: true },
      header: 'Starts',
      cell: ({ row }) => formatDate(row.original.startsAt),
    },
    {
      id: 'expiresAt',
      meta: { nowrap: true },
      header: 'Expires',
      cell: ({ row }) => (row.original.expiresAt ? formatDate(row.original.expiresAt) : 'Never'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <span className={styles.statusCell}>
          <Badge tone={couponStatusTones[row.original.status]}>
            {couponStatusLabels[row.original.status]}
          </Badge>
          {recentlyChanged(row.original.id) && <RecentlyChangedBadge />}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <RowActions coupon={row.original} {...rowActions} />,
    },
  ];
}

/** History comes first, so it lines up on every row; a revoked coupon is final and offers only it. */
function RowActions({ coupon, actions, onHistory }: RowActionsProps & { coupon: Coupon }) {
  const { onEdit, onRevoke } = coupon.status === 'revoked' ? {} : actions;
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`History of ${coupon.code}`}
        onClick={() => onHistory(coupon)}
      >
        History
      </Button>
      {onEdit && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Edit ${coupon.code}`}
          onClick={() => onEdit(coupon)}
        >
          Edit
        </Button>
      )}
      {onRevoke && (
        // Quiet on every row; its confirmation dialog carries the danger style.
        <Button
          size="sm"
          variant="ghost"
          className={styles.revoke}
          aria-label={`Revoke ${coupon.code}`}
          onClick={() => onRevoke(coupon)}
        >
          Revoke
        </Button>
      )}
    </div>
  );
}

type CouponTableProps = RowActionsProps & {
  /** The list controller (`useListController`). */
  list: TableList<Coupon> & { hasFilters: boolean };
  emptyAction: ReactNode;
};

export function CouponTable({ list, emptyAction, actions, onHistory }: CouponTableProps) {
  const filtered = list.hasFilters;
  const recentlyChanged = useRecentlyChanged(list.items, (row) => row.id, couponFingerprint);
  return (
    <ListTable
      label="Coupons"
      list={list}
      compactCards
      columns={couponColumns({ actions, onHistory }, recentlyChanged)}
      rowLabel={(coupon) => coupon.code}
      getRowId={(coupon) => coupon.id}
      emptyTitle={filtered ? 'No coupons match these filters' : 'No coupons yet'}
      emptyDescription={
        filtered ? 'Try another status or search term.' : 'Create the first coupon to get started.'
      }
      emptyAction={filtered ? undefined : emptyAction}
    />
  );
}
