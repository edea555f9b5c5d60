import { formatDate, type Coupon } from '@backoffice/shared';
import { Badge, Button, DataTable, type ColumnDef } from '@backoffice/shared/ui';
import type { ReactNode } from 'react';
import styles from './couponList.module.css';
import {
  couponStatusLabels,
  couponStatusTones,
  formatDiscount,
  formatRedemptions,
} from '../../lib/formatCoupon';

export type CouponActions = {
  onEdit: (coupon: Coupon) => void;
  onRevoke: (coupon: Coupon) => void;
};

/** Column ids are the api's sort fields; the others are not sortable. */
function couponColumns({ onEdit, onRevoke }: CouponActions): ColumnDef<Coupon, unknown>[] {
  return [
    {
      id: 'code',
      meta: { nowrap: true },
      header: 'Code',
      cell: ({ row }) => <span className={styles.code}>{row.original.code}</span>,
    },
    {
      id: 'description',
      header: 'Description',
      enableSorting: false,
      cell: ({ row }) => row.original.description || '—',
    },
    {
      id: 'discount',
      meta: { nowrap: true },
      header: 'Discount',
      enableSorting: false,
      cell: ({ row }) => formatDiscount(row.original),
    },
    {
      id: 'redemptions',
      meta: { nowrap: true },
      header: 'Redemptions',
      cell: ({ row }) => formatRedemptions(row.original),
    },
    {
      id: 'startsAt',
      meta: { nowrap: true },
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
      enableSorting: false,
      cell: ({ row }) => (
        <Badge tone={couponStatusTones[row.original.status]}>
          {couponStatusLabels[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'actions',
      meta: { nowrap: true },
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => <RowActions coupon={row.original} onEdit={onEdit} onRevoke={onRevoke} />,
    },
  ];
}

/** A revoked coupon is final: it offers neither edit nor revoke. */
function RowActions({ coupon, onEdit, onRevoke }: CouponActions & { coupon: Coupon }) {
  if (coupon.status === 'revoked') return null;
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Edit ${coupon.code}`}
        onClick={() => onEdit(coupon)}
      >
        Edit
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-label={`Revoke ${coupon.code}`}
        onClick={() => onRevoke(coupon)}
      >
        Revoke
      </Button>
    </div>
  );
}

type CouponTableProps = CouponActions & {
  coupons: readonly Coupon[];
  sort: string;
  onSortChange: (sort: string | undefined) => void;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  filtered: boolean;
  emptyAction: ReactNode;
};

export function CouponTable({
  coupons,
  sort,
  onSortChange,
  loading,
  error,
  onRetry,
  filtered,
  emptyAction,
  onEdit,
  onRevoke,
}: CouponTableProps) {
  return (
    <DataTable
      label="Coupons"
      columns={couponColumns({ onEdit, onRevoke })}
      data={coupons}
      getRowId={(coupon) => coupon.id}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle={filtered ? 'No coupons match these filters' : 'No coupons yet'}
      emptyDescription={
        filtered ? 'Try another status or search term.' : 'Create the first coupon to get started.'
      }
      emptyAction={filtered ? undefined : emptyAction}
    />
  );
}
