import type { Coupon } from '@backoffice/shared';

export function couponFixture(patch: Partial<Coupon> = {}): Coupon {
  return {
    id: 'cpn-1',
    code: 'SPRING-25',
    description: 'Spring campaign',
    discountType: 'percent',
    value: 15,
    currency: 'USD',
    maxRedemptions: 100,
    perMemberLimit: null,
    redemptions: 12,
    discountGiven: 4200,
    startsAt: '2026-01-01T09:00:00.000Z',
    expiresAt: null,
    status: 'active',
    revokedAt: null,
    revokeReason: null,
    createdAt: '2026-01-01T08:00:00.000Z',
    createdBy: 'Ada Admin',
    ...patch,
  };
}
