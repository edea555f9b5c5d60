import { apiRequest, areaPaths, formatMoney, type MemberTimelinePart } from '@backoffice/shared';

/** Coupons' part of a member's timeline (exposed as `./MemberTimeline`): each coupon they used. */
const couponsPart: MemberTimelinePart = async (memberId, signal) => {
  const { items } = await apiRequest('couponRedemptions', {
    query: { memberId, limit: 20 },
    signal,
  });
  return items.map((redemption) => ({
    id: redemption.id,
    at: redemption.redeemedAt,
    kind: 'Coupon',
    title: `Redeemed ${redemption.code}`,
    detail: `${formatMoney(redemption.discountGiven, redemption.currency)} off`,
    href: `${areaPaths.coupons}?${new URLSearchParams({ search: redemption.code }).toString()}`,
  }));
};

export default couponsPart;
