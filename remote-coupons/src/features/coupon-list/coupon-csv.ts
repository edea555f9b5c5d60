import { toMajorUnits, type Coupon, type CsvRow } from '@backoffice/shared';
import { couponStatusLabels } from '../../lib/format-coupon';

/**
 * One CSV row per coupon (Export selected). A fixed discount is in major units (5.00) next to its
 * currency, a percentage as its number; an empty limit is no limit.
 */
export function toCouponCsvRow(coupon: Coupon): CsvRow {
  return {
    code: coupon.code,
    description: coupon.description,
    discountType: coupon.discountType,
    value:
      coupon.discountType === 'fixed' ? toMajorUnits(coupon.value, coupon.currency) : coupon.value,
    currency: coupon.currency,
    maxRedemptions: coupon.maxRedemptions ?? '',
    perMemberLimit: coupon.perMemberLimit ?? '',
    redemptions: coupon.redemptions,
    startsAt: coupon.startsAt,
    expiresAt: coupon.expiresAt ?? '',
    status: couponStatusLabels[coupon.status],
    createdAt: coupon.createdAt,
  };
}

/**
 * What an admin may change on a coupon: a row whose fingerprint moves is marked. Not
 * the redemptions, which members move, nor the status those and the clock derive (an admin's
 * revoke shows through `revokedAt`).
 */
export const couponFingerprint = (coupon: Coupon) =>
  JSON.stringify([
    coupon.description,
    coupon.maxRedemptions,
    coupon.perMemberLimit,
    coupon.expiresAt,
    coupon.revokedAt,
  ]);
