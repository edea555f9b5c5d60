import { EntityHistory, type Coupon } from '@backoffice/shared';
import { Dialog } from '@backoffice/shared/ui';

type CouponHistoryDialogProps = {
  coupon: Coupon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A coupon has no page of its own, so its audit trail opens from its row, for every
 * role and every status (a revoked coupon's history says who revoked it and why).
 */
export function CouponHistoryDialog({ coupon, open, onOpenChange }: CouponHistoryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`History of ${coupon.code}`}
      description="Every change to this coupon, newest first."
      size="lg"
    >
      <EntityHistory type="coupon" id={coupon.id} title="Changes" />
    </Dialog>
  );
}
