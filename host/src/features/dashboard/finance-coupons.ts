import type { Coupon } from '@backoffice/shared';

/** How far ahead an expiry is "soon": a week and a day, so next week's end is in sight. */
export const EXPIRING_SOON_DAYS = 8;
/** A coupon runs out when at most this share of its redemptions is left. */
export const RUNNING_OUT_SHARE = 0.2;

const DAY_MS = 86_400_000;

const remaining = (coupon: Coupon) =>
  coupon.maxRedemptions === null ? null : Math.max(0, coupon.maxRedemptions - coupon.redemptions);

/** Active coupons whose expiry is within EXPIRING_SOON_DAYS of `now`, the soonest first. */
export function expiringSoon(coupons: readonly Coupon[], now: number): Coupon[] {
  return coupons
    .filter(
      (coupon) =>
        coupon.expiresAt !== null &&
        Date.parse(coupon.expiresAt) - now <= EXPIRING_SOON_DAYS * DAY_MS,
    )
    .toSorted((a, b) => Date.parse(a.expiresAt!) - Date.parse(b.expiresAt!));
}

/** Active coupons with a cap and at most RUNNING_OUT_SHARE of it left, the fewest left first. */
export function runningOut(coupons: readonly Coupon[]): Coupon[] {
  return coupons
    .filter((coupon) => {
      const left = remaining(coupon);
      return left !== null && left <= coupon.maxRedemptions! * RUNNING_OUT_SHARE;
    })
    .toSorted((a, b) => remaining(a)! / a.maxRedemptions! - remaining(b)! / b.maxRedemptions!);
}

/** "12 of 50 left" for a capped coupon. */
export const redemptionsLeftText = (coupon: Coupon) =>
  coupon.maxRedemptions === null
    ? 'No cap'
    : `${remaining(coupon)} of ${coupon.maxRedemptions} left`;
