import { deriveCouponStatus, type Coupon } from '@backoffice/shared/contract';
import { toIso, toIsoOrNull } from '../../db/database';

export interface CouponRow {
  id: string;
  code: string;
  description: string;
  discountType: Coupon['discountType'];
  value: number;
  currency: string;
  maxRedemptions: number | null;
  perMemberLimit: number | null;
  redemptions: number;
  discountGiven: number;
  startsAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  revokeReason: string | null;
  createdAt: Date;
  createdBy: string;
}

export const COUPON_COLUMNS = `id, code, description, discount_type AS "discountType", value, currency,
  max_redemptions AS "maxRedemptions", per_member_limit AS "perMemberLimit", redemptions,
  discount_given::float8 AS "discountGiven", starts_at AS "startsAt", expires_at AS "expiresAt",
  revoked_at AS "revokedAt", revoke_reason AS "revokeReason", created_at AS "createdAt",
  created_by AS "createdBy"`;

/**
 * The SQL twin of the contract's deriveCouponStatus, for filtering and counting in the database.
 * `$now` is the placeholder of the reference time. A test keeps the two in agreement.
 */
export function couponStatusSql(now: string): string {
  return `CASE
    WHEN revoked_at IS NOT NULL THEN 'revoked'
    WHEN expires_at IS NOT NULL AND expires_at <= ${now} THEN 'expired'
    WHEN max_redemptions IS NOT NULL AND redemptions >= max_redemptions THEN 'exhausted'
    WHEN starts_at > ${now} THEN 'scheduled'
    ELSE 'active' END`;
}

export function toCoupon(row: CouponRow, now: Date): Coupon {
  const coupon = {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    value: row.value,
    currency: row.currency,
    maxRedemptions: row.maxRedemptions,
    perMemberLimit: row.perMemberLimit,
    redemptions: row.redemptions,
    discountGiven: row.discountGiven,
    startsAt: toIso(row.startsAt),
    expiresAt: toIsoOrNull(row.expiresAt),
    revokedAt: toIsoOrNull(row.revokedAt),
    revokeReason: row.revokeReason,
    createdAt: toIso(row.createdAt),
    createdBy: row.createdBy,
  };
  return { ...coupon, status: deriveCouponStatus(coupon, now) };
}
