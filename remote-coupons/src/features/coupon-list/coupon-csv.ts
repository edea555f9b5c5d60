import {
  apiRequest,
  toMajorUnits,
  useExportAll,
  type Coupon,
  type CouponListFilters,
  type CsvRow,
} from '@backoffice/shared';
import { couponStatusLabels } from '../../lib/format-coupon';

/**
 * One CSV row per coupon (Export CSV and Export selected). A fixed discount and the discount given
 * are in major units (5.00) next to their currency, a percentage as its number; an empty limit is
 * no limit.
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
    discountGiven: toMajorUnits(coupon.discountGiven, coupon.currency),
    startsAt: coupon.startsAt,
    expiresAt: coupon.expiresAt ?? '',
    status: couponStatusLabels[coupon.status],
    revokeReason: coupon.revokeReason ?? '',
    createdAt: coupon.createdAt,
  };
}

/** Every coupon the filters in force match, as a CSV download. */
export function useExportCoupons() {
  return useExportAll({
    fileName: 'coupons',
    noun: { one: 'coupon', many: 'coupons' },
    fetchPage: (filters: CouponListFilters, page, limit) =>
      apiRequest('couponList', { query: { ...filters, page, limit } }),
    toCsvRow: toCouponCsvRow,
  });
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
