import { formatCount, formatMoney, type Coupon, type CouponStatus } from '@backoffice/shared';
import type { BadgeTone } from '@backoffice/shared/ui';

/** "15%" for a percentage, "$5.00" for a fixed amount. */
export function formatDiscount(coupon: Pick<Coupon, 'discountType' | 'value' | 'currency'>) {
  return coupon.discountType === 'percent'
    ? `${coupon.value}%`
    : formatMoney(coupon.value, coupon.currency);
}

/** "12 / 100", or "12 / ∞" without a maximum. */
export function formatRedemptions(coupon: Pick<Coupon, 'redemptions' | 'maxRedemptions'>) {
  const max = coupon.maxRedemptions == null ? '∞' : formatCount(coupon.maxRedemptions);
  return `${formatCount(coupon.redemptions)} / ${max}`;
}

export const couponStatusLabels: Record<CouponStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  revoked: 'Revoked',
  exhausted: 'Exhausted',
};

export const couponStatusTones: Record<CouponStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  revoked: 'danger',
  exhausted: 'warning',
};
