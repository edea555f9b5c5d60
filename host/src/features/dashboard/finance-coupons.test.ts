import type { Coupon } from '@backoffice/shared';
import { expiringSoon, redemptionsLeftText, runningOut } from './finance-coupons';

const now = Date.parse('2026-12-01T12:00:00Z');
const day = 86_400_000;
const coupon = (id: string, fields: Partial<Coupon>): Coupon => ({
  id,
  code: id.toUpperCase(),
  description: '',
  discountType: 'percent',
  value: 10,
  currency: 'USD',
  maxRedemptions: null,
  perMemberLimit: null,
  redemptions: 0,
  discountGiven: 0,
  startsAt: '2026-01-01T00:00:00Z',
  expiresAt: null,
  status: 'active',
  revokedAt: null,
  revokeReason: null,
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'ADM-1',
  ...fields,
});

describe('the finance dashboard’s coupons', () => {
  it('lists the coupons that expire within eight days, the soonest first', () => {
    const later = coupon('later', { expiresAt: new Date(now + 7 * day).toISOString() });
    const sooner = coupon('sooner', { expiresAt: new Date(now + 2 * day).toISOString() });
    const far = coupon('far', { expiresAt: new Date(now + 9 * day).toISOString() });
    const never = coupon('never', {});
    expect(expiringSoon([later, far, never, sooner], now).map((c) => c.id)).toEqual([
      'sooner',
      'later',
    ]);
  });

  it('lists the capped coupons with a fifth or less left, the fewest left first', () => {
    const half = coupon('half', { maxRedemptions: 100, redemptions: 50 });
    const fifth = coupon('fifth', { maxRedemptions: 100, redemptions: 80 });
    const last = coupon('last', { maxRedemptions: 10, redemptions: 9 });
    const uncapped = coupon('uncapped', { redemptions: 1000 });
    expect(runningOut([half, fifth, uncapped, last]).map((c) => c.id)).toEqual(['last', 'fifth']);
    expect(redemptionsLeftText(last)).toBe('1 of 10 left');
    expect(redemptionsLeftText(uncapped)).toBe('No cap');
  });
});
