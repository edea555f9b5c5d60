import './zod-config';
import { z } from 'zod';
import { currencyCode, isoDateTime, minorUnits } from './common';

/**
 * One use of a coupon by a member (`GET /coupons/redemptions`): a member's timeline lists theirs,
 * finance's dashboard the week's. A coupon's `redemptions` count also includes uses from before
 * these records were kept.
 */
export const couponRedemptionSchema = z.object({
  id: z.string(),
  couponId: z.string(),
  code: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  discountGiven: minorUnits,
  currency: currencyCode,
  redeemedAt: isoDateTime,
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

/** The newest first; one member's (`memberId`), those since a moment (`since`), or both. */
export const couponRedemptionQuerySchema = z.object({
  memberId: z.string().trim().min(1).max(64).optional(),
  since: isoDateTime.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const couponRedemptionListSchema = z.object({
  items: z.array(couponRedemptionSchema),
  /** How many match in all (`items` holds at most `limit` of them). */
  total: z.number().int().nonnegative(),
});
export type CouponRedemptionList = z.infer<typeof couponRedemptionListSchema>;
