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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Revoke coupon ${coupon.code}?`}
      description="Members can no longer redeem it. This cannot be undone."
      confirmLabel="Revoke"
      tone="danger"
      pending={revoke.isPending}
      onConfirm={() => revoke.mutate(reason, { onSuccess: () => onOpenChange(false) })}
    >
      <TextAreaField
        label="Reason (optional)"
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {revoke.isError && (
        <p role="alert" className={styles.failure}>
          The coupon was not revoked: {revoke.error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
