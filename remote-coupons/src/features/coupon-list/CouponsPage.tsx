import {
  useDocumentTitle,
  useListSearchParams,
  useSearchParamInput,
  useStayWithinPages,
  type Coupon,
} from '@backoffice/shared';
import { Button, PageLayout, Pagination, SearchInput, SelectField } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CouponFormDialog } from '../coupon-form/CouponFormDialog';
import { RevokeCouponDialog } from '../coupon-revoke/RevokeCouponDialog';
import styles from './couponList.module.css';
import { COUPON_PAGE_SIZE, couponListParamShape } from './couponListParams';
import { couponListQuery } from './couponQueries';
import { CouponStatistics } from './CouponStatistics';
import { CouponTable } from './CouponTable';
import { couponStatusLabels } from '../../lib/formatCoupon';

const statusOptions = Object.entries(couponStatusLabels).map(([value, label]) => ({
  value,
  label,
}));

type OpenDialog =
  { kind: 'create' } | { kind: 'edit'; coupon: Coupon } | { kind: 'revoke'; coupon: Coupon } | null;

/** /coupons: statistics, the filtered list, and the create, edit and revoke dialogs. */
export function CouponsPage() {
  const { params, setParams } = useListSearchParams(couponListParamShape);
  const search = useSearchParamInput(params.search, (term) => setParams({ search: term }));
  const list = useQuery(couponListQuery({ ...params, limit: COUPON_PAGE_SIZE }));
  const movingToLastPage = useStayWithinPages(params.page, COUPON_PAGE_SIZE, list.data, (page) =>
    setParams({ page }, { replace: true }),
  );
  useDocumentTitle('Coupons');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const newCouponButton = <Button onClick={() => setDialog({ kind: 'create' })}>New coupon</Button>;

  return (
    <PageLayout
      title="Coupons"
      description="Discount codes members can redeem."
      actions={newCouponButton}
    >
      <CouponStatistics />
      <div className={styles.filters}>
        <SearchInput
          label="Search coupons"
          placeholder="Search by code or description"
          value={search.term}
          onValueChange={search.setTerm}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={statusOptions}
          value={params.status ?? ''}
          onChange={(event) =>
            setParams({
              status: couponListParamShape.status.parse(event.target.value || undefined),
            })
          }
        />
      </div>
      <CouponTable
        coupons={list.data?.items ?? []}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort: sort ?? null })}
        loading={list.isPending || movingToLastPage}
        error={list.isError ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        filtered={Boolean(params.status || params.search)}
        emptyAction={newCouponButton}
        onEdit={(coupon) => setDialog({ kind: 'edit', coupon })}
        onRevoke={(coupon) => setDialog({ kind: 'revoke', coupon })}
      />
      {list.data && !movingToLastPage && (
        <Pagination
          label="Coupon pages"
          page={list.data.page}
          limit={list.data.limit}
          total={list.data.total}
          onPageChange={(page) => setParams({ page })}
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
    </PageLayout>
  );
}
