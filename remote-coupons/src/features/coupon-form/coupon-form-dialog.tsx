import { EntityHistory, type Coupon } from '@backoffice/shared';
import { Dialog } from '@backoffice/shared/ui';
import { useIsMutating } from '@tanstack/react-query';
import { CreateCouponForm } from './create-coupon-form';
import { EditCouponForm } from './edit-coupon-form';
import { saveCouponMutationKey } from './use-save-coupon';

type CouponFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The coupon to edit; without it the dialog creates a new one. */
  coupon?: Coupon;
};

export function CouponFormDialog({ open, onOpenChange, coupon }: CouponFormDialogProps) {
  // A save in flight must finish (or fail into the form) before the dialog can be dismissed.
  const saving = useIsMutating({ mutationKey: saveCouponMutationKey }) > 0;
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      size="lg"
      preventClose={saving}
    >
      {coupon ? (
        <>
          <EditCouponForm coupon={coupon} onDone={close} />
          {/* Coupons have no page of their own: the edit dialog carries the coupon's history. */}
          <EntityHistory type="coupon" id={coupon.id} collapsible />
        </>
      ) : (
        <CreateCouponForm onDone={close} />
      )}
    </Dialog>
  );
}
