import { formatDiscount, formatRedemptions } from './format-coupon';

describe('coupon figures in the list', () => {
  it('show redemptions against the maximum, or against ∞ without one', () => {
    expect(formatRedemptions({ redemptions: 12, maxRedemptions: 100 })).toBe('12 / 100');
    expect(formatRedemptions({ redemptions: 12, maxRedemptions: null })).toBe('12 / ∞');
  });

  it('show a percentage as "15%" and a fixed amount as money', () => {
    expect(formatDiscount({ discountType: 'percent', value: 15, currency: 'USD' })).toBe('15%');
    expect(formatDiscount({ discountType: 'fixed', value: 500, currency: 'USD' })).toBe('$5.00');
  });
});
