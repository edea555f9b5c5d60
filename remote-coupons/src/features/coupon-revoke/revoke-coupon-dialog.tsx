import type { Coupon } from '@backoffice/shared';
import { ConfirmDialog, TextAreaField } from '@backoffice/shared/ui';
import { useState } from 'react';
import styles from './revoke-coupon.module.css';
import { useRevokeCoupon } from './use-revoke-coupon';

type RevokeCouponDialogProps = {
  coupon: Coupon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function RevokeCouponDialog({ coupon, open, onOpenChange }: RevokeCouponDialogProps) {
  const revoke = useRevokeCoupon(coupon.id);
  const [reason, setReason] = useState('');
  // The coupon follows the live list: someone else may revoke it while this dialog is open (not
  // this dialog's own revoke, which closes it once the list has refreshed).
  const revokedMeanwhile = coupon.status === 'revoked' && revoke.isIdle;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Revoke coupon ${coupon.code}?`}
      description="Members can no longer redeem it. This cannot be undone."
      confirmLabel="Revoke"
      tone="danger"
      pending={revoke.isPending}
      confirmDisabled={revokedMeanwhile}
      onConfirm={() => revoke.mutate(reason, { onSuccess: () => onOpenChange(false) })}
    >
      <TextAreaField
        label="Reason (optional)"
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {revokedMeanwhile && (
        <p role="status" className={styles.failure}>
          Coupon {coupon.code} has been revoked meanwhile.
        </p>
      )}
      {revoke.isError && (
        <p role="alert" className={styles.failure}>
          The coupon was not revoked: {revoke.error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
