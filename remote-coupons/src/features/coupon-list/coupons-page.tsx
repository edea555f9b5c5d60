import {
  apiRequest,
  couponList,
  couponStatuses,
  SelectionBar,
  useDocumentTitle,
  useListController,
  useMayAct,
} from '@backoffice/shared';
import {
  Button,
  FilterToolbar,
  PageLayout,
  Pagination,
  SavedViews,
  type FilterSelect,
} from '@backoffice/shared/ui';
import { useCallback, useState } from 'react';
import { CouponFormDialog } from '../coupon-form/coupon-form-dialog';
import { CouponHistoryDialog } from '../coupon-history/coupon-history-dialog';
import { RevokeCouponDialog } from '../coupon-revoke/revoke-coupon-dialog';
import styles from './coupon-list.module.css';
import { toCouponCsvRow, useExportCoupons } from './coupon-csv';
import { couponListUrl } from './coupon-list-params';
import { couponListQuery } from './coupon-queries';
import { CouponStatistics } from './coupon-statistics';
import { CouponTable } from './coupon-table';
import { useCreateFromUrl } from './create-from-url';
import { withCurrentCoupon, type OpenDialog } from './open-dialog';
import { couponStatusLabels } from '../../lib/format-coupon';

const statusSelect: FilterSelect<'status'> = {
  name: 'status',
  label: 'Status',
  placeholder: 'All statuses',
  options: couponStatuses.map((status) => ({ value: status, label: couponStatusLabels[status] })),
};

/** /coupons: statistics, the filtered list, and the create, edit and revoke dialogs. */
export function CouponsPage() {
  const list = useListController({
    definition: couponList,
    ...couponListUrl,
    query: couponListQuery,
    getRowId: (coupon) => coupon.id,
  });
  useDocumentTitle('Coupons');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Adjusted while rendering (not in an effect), so the dialog never shows the older figures.
  const current = withCurrentCoupon(dialog, list.query.data?.items);
  if (current !== dialog) setDialog(current);
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  // A role the actions table does not let do an action is not shown its control at all.
  const mayCreate = useMayAct('createCoupon');
  const mayEdit = useMayAct('editCoupon');
  const mayRevoke = useMayAct('revokeCoupon');
  useCreateFromUrl(
    mayCreate,
    useCallback(() => setDialog({ kind: 'create' }), []),
  );
  const newCouponButton = mayCreate ? (
    <Button onClick={() => setDialog({ kind: 'create' })}>New coupon</Button>
  ) : undefined;

  const exportCoupons = useExportCoupons();

  return (
    <PageLayout
      title="Coupons"
      description="Discount codes members can redeem."
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => exportCoupons.mutate(list.filters)}
            loading={exportCoupons.isPending}
          >
            Export CSV
          </Button>
          {newCouponButton}
        </>
      }
    >
      <div className={styles.controls}>
        <CouponStatistics />
        <FilterToolbar
          label="Coupon filters"
          list={list}
          search={{ label: 'Search coupons', placeholder: 'Code or description' }}
          selects={[statusSelect]}
        >
          <SavedViews list="coupons" />
        </FilterToolbar>
      </div>
      <SelectionBar
        selection={list.selection}
        total={list.total}
        fetchPage={(page, limit) =>
          apiRequest('couponList', { query: { ...list.filters, page, limit } })
        }
        fileName="coupons"
        toCsvRow={toCouponCsvRow}
      />
      <CouponTable
        list={list}
        emptyAction={newCouponButton}
        actions={{
          onEdit: mayEdit ? (coupon) => setDialog({ kind: 'edit', coupon }) : undefined,
          onRevoke: mayRevoke ? (coupon) => setDialog({ kind: 'revoke', coupon }) : undefined,
        }}
        onHistory={(coupon) => setDialog({ kind: 'history', coupon })}
      />
      {list.query.data && !list.movingToLastPage && (
        <Pagination
          label="Coupon pages"
          page={list.query.data.page}
          limit={list.query.data.limit}
          total={list.query.data.total}
          onPageChange={list.setPage}
        />
      )}
      <CouponFormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={closeDialog}
        coupon={dialog?.kind === 'edit' ? dialog.coupon : undefined}
      />
      {dialog?.kind === 'revoke' && (
        <RevokeCouponDialog coupon={dialog.coupon} open onOpenChange={closeDialog} />
      )}
      {dialog?.kind === 'history' && (
        <CouponHistoryDialog coupon={dialog.coupon} open onOpenChange={closeDialog} />
      )}
    </PageLayout>
  );
}
