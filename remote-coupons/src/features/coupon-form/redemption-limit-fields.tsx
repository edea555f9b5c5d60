import { TextField } from '@backoffice/shared/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './coupon-form.module.css';

/** The two optional limits, the same on create and on edit. */
export function RedemptionLimitFields({
  maxRedemptions,
  perMemberLimit,
  errors,
}: {
  maxRedemptions: UseFormRegisterReturn;
  perMemberLimit: UseFormRegisterReturn;
  errors: { maxRedemptions?: string | undefined; perMemberLimit?: string | undefined };
}) {
  return (
    <div className={styles.row}>
      <TextField
        label="Maximum redemptions"
        inputMode="numeric"
        hint="Empty for no limit"
        error={errors.maxRedemptions}
        {...maxRedemptions}
      />
      <TextField
        label="Per-member limit"
        inputMode="numeric"
        hint="Empty for no limit"
        error={errors.perMemberLimit}
        {...perMemberLimit}
      />
    </div>
  );
}
