import './zod-config';
import { z } from 'zod';
import { currencyCode, isoDateTime, minorUnits, refuseNul } from './common';
import { defineList } from './lists';

export const couponStatuses = ['active', 'scheduled', 'expired', 'revoked', 'exhausted'] as const;
export const couponStatusSchema = z.enum(couponStatuses);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

export const discountTypeSchema = z.enum(['percent', 'fixed']);
export type DiscountType = z.infer<typeof discountTypeSchema>;

/**
 * Coupons are created in the platform's currency, the one the statistics report (docs/decisions.md,
 * "Coupons"): a coupon in another currency would be summed into them as if it were this one.
 */
export const COUPON_CURRENCY = 'USD';

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** Typed lowercase becomes uppercase before the pattern is checked. */
export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(3, 'Code must be at least 3 characters')
  .max(32, 'Code must be at most 32 characters')
  .regex(COUPON_CODE_PATTERN, 'Use only A–Z, 0–9, - and _');

/**
 * The largest amount or limit a coupon can hold (the api stores them as PostgreSQL `integer`s):
 * anything above is refused next to its field instead of failing the save with a server error.
 */
const COUPON_NUMBER_MAX = 2_147_483_647;

/**
 * zod's own `.int()` cannot continue when it fails: every cross-field check of the object is then
 * skipped, so a form would reveal "Expiry must be after the start" only once a fraction is fixed.
 * A refinement reports the same message and lets the other checks run.
 */
const wholeNumber = (message: string, number = z.number()) =>
  number.refine(Number.isInteger, message);

const optionalLimit = (label: string) =>
  wholeNumber(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(COUPON_NUMBER_MAX, `${label} is too large`)
    .nullish();

/**
 * A coupon's free text (description, revoke reason), at most 500 characters. PostgreSQL text
 * cannot hold U+0000: it is refused on its field instead of failing the save with a server error.
 */
const couponText = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} is at most 500 characters`)
    .refine(...refuseNul(label));

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  discountType: discountTypeSchema,
  value: z.number().int().positive(),
  currency: currencyCode,
  maxRedemptions: z.number().int().positive().nullable(),
  perMemberLimit: z.number().int().positive().nullable(),
  redemptions: z.number().int().nonnegative(),
  discountGiven: minorUnits,
  startsAt: isoDateTime,
  expiresAt: isoDateTime.nullable(),
  status: couponStatusSchema,
  revokedAt: isoDateTime.nullable(),
  revokeReason: z.string().nullable(),
  createdAt: isoDateTime,
  createdBy: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** Percent is 1–100; a fixed discount is above zero, in minor units (docs/design.md §3). */
function checkDiscountValue(
  input: { discountType: DiscountType; value: number },
  ctx: z.RefinementCtx,
): void {
  if (input.discountType === 'percent' && (input.value < 1 || input.value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is between 1 and 100' });
  }
  if (input.discountType === 'fixed' && input.value <= 0) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A fixed amount must be above zero' });
  }
  if (input.discountType === 'fixed' && input.value > COUPON_NUMBER_MAX) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter a smaller amount' });
  }
}

/**
 * Why a coupon's expiry cannot be accepted, or undefined when it can: the one rule the create and
 * edit forms and the api all apply. An expiry must come after the start; when `now` is given (a
 * new coupon) it must also be in the future, since a coupon that is expired when it is created
 * can never be redeemed.
 */
export function couponExpiryProblem(
  startsAt: string | Date,
  expiresAt: string | null | undefined,
  now?: Date,
): string | undefined {
  if (!expiresAt) return undefined;
  const expiry = Date.parse(expiresAt);
  if (expiry <= new Date(startsAt).getTime()) return 'Expiry must be after the start';
  if (now && expiry <= now.getTime()) return 'Expiry must be in the future';
  return undefined;
}

/**
 * The limits rule: one member cannot be allowed more redemptions than the coupon has in all (a
 * per-member limit of 20 on a coupon for 10 people is a typo, not a rule). Either limit may be
 * absent. The create and edit forms and the api apply it, the api with the coupon's stored limit
 * for the one an edit leaves out.
 */
export function couponLimitsProblem(limits: {
  maxRedemptions?: number | null | undefined;
  perMemberLimit?: number | null | undefined;
}): string | undefined {
  const { maxRedemptions, perMemberLimit } = limits;
  if (maxRedemptions == null || perMemberLimit == null) return undefined;
  return perMemberLimit > maxRedemptions
    ? 'Per-member limit cannot be more than the maximum redemptions'
    : undefined;
}

export function checkCouponLimits(
  limits: Parameters<typeof couponLimitsProblem>[0],
  ctx: z.RefinementCtx,
): void {
  const message = couponLimitsProblem(limits);
  if (message) ctx.addIssue({ code: 'custom', path: ['perMemberLimit'], message });
}

function checkNewCouponExpiry(
  input: { startsAt?: string | undefined; expiresAt?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!input.startsAt) return;
  const message = couponExpiryProblem(input.startsAt, input.expiresAt, new Date());
  if (message) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message });
}

/**
 * Runs a cross-field check as soon as the fields it reads are valid, even while other fields are
 * not, so a form shows every error at once instead of revealing them in stages.
 */
const whenValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});

export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    description: couponText('Description').default(''),
    discountType: discountTypeSchema,
    value: wholeNumber('Enter a whole number', z.number('Enter a number')),
    currency: currencyCode
      .refine((code) => code === COUPON_CURRENCY, `Coupons are created in ${COUPON_CURRENCY}`)
      .default(COUPON_CURRENCY),
    maxRedemptions: optionalLimit('Maximum redemptions'),
    perMemberLimit: optionalLimit('Per-member limit'),
    startsAt: isoDateTime,
    expiresAt: isoDateTime.nullish(),
  })
  .superRefine(checkDiscountValue, whenValid('discountType', 'value'))
  .superRefine(checkNewCouponExpiry, whenValid('startsAt', 'expiresAt'))
  .superRefine(checkCouponLimits, whenValid('maxRedemptions', 'perMemberLimit'));
export type CouponInput = z.input<typeof couponInputSchema>;

/** Only these fields can change after creation (docs/design.md §3). */
export const couponUpdateSchema = z
  .object({
    description: couponText('Description').optional(),
    maxRedemptions: optionalLimit('Maximum redemptions'),
    perMemberLimit: optionalLimit('Per-member limit'),
    expiresAt: isoDateTime.nullish(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

export const revokeCouponSchema = z.object({ reason: couponText('Reason').optional() });

/** The coupons list's sortable and filterable fields (see `defineList`). */
export const couponList = defineList({
  sortFields: ['code', 'createdAt', 'startsAt', 'expiresAt', 'redemptions'],
  filters: { status: couponStatusSchema.optional() },
});

export const couponListQuerySchema = couponList.query;

export const couponStatisticsSchema = z.object({
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  scheduled: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
  revoked: z.number().int().nonnegative(),
  exhausted: z.number().int().nonnegative(),
  redemptions: z.number().int().nonnegative(),
  discountGiven: minorUnits,
  currency: currencyCode,
});

/** Status is derived from dates and counts, except `revoked` (docs/design.md §3). */
export function deriveCouponStatus(
  coupon: Pick<Coupon, 'startsAt' | 'expiresAt' | 'maxRedemptions' | 'redemptions' | 'revokedAt'>,
  now: Date = new Date(),
): CouponStatus {
  if (coupon.revokedAt) return 'revoked';
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
    return 'exhausted';
  }
  if (Date.parse(coupon.startsAt) > now.getTime()) return 'scheduled';
  return 'active';
}
