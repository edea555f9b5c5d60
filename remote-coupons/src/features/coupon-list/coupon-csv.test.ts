import { couponFixture } from '../../testing/coupon-fixture';
import { couponFingerprint, toCouponCsvRow } from './coupon-csv';

describe('toCouponCsvRow', () => {
  it('writes a fixed discount in major units and a percentage as its number', () => {
    const fixed = couponFixture({ discountType: 'fixed', value: 500, currency: 'USD' });
    expect(toCouponCsvRow(fixed)).toMatchObject({ value: '5.00', currency: 'USD' });
    expect(toCouponCsvRow(couponFixture({ value: 15 }))).toMatchObject({ value: 15 });
  });

  it('leaves an absent limit or expiry empty and names the status', () => {
    expect(
      toCouponCsvRow(couponFixture({ maxRedemptions: null, expiresAt: null, status: 'revoked' })),
    ).toMatchObject({ maxRedemptions: '', perMemberLimit: '', expiresAt: '', status: 'Revoked' });
  });
});

describe('couponFingerprint', () => {
  it('moves with what an admin edits or revokes, not with redemptions', () => {
    const coupon = couponFixture();
    expect(couponFingerprint({ ...coupon, redemptions: 99 })).toBe(couponFingerprint(coupon));
    expect(couponFingerprint({ ...coupon, description: 'Autumn' })).not.toBe(
      couponFingerprint(coupon),
    );
    expect(couponFingerprint({ ...coupon, revokedAt: '2026-02-01T00:00:00.000Z' })).not.toBe(
      couponFingerprint(coupon),
    );
  });
});
