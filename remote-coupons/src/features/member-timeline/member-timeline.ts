import {
  apiRequest,
  areaPaths,
  formatMoney,
  timelineLimit,
  type MemberTimelinePart,
} from '@backoffice/shared';

/** Coupons' part of a member's timeline (exposed as `./MemberTimeline`): each coupon they used. */
const couponsPart: MemberTimelinePart = async (memberId, signal, request) => {
  const { items } = await apiRequest('couponRedemptions', {
    query: { memberId, limit: timelineLimit(request) },
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
