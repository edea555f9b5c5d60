import {
  decideApproval,
  DEFAULT_SECOND_APPROVAL_THRESHOLD,
  mayActOnAwaitingApproval,
  needsSecondApproval,
  SAME_APPROVER_TEXT,
  usdEquivalent,
} from './four-eyes';

const ana = { by: { id: 'staff-ana', name: 'Ana' }, at: '2026-01-01T00:00:00.000Z' };
const request = (amountRequested: number, currency = 'USD') => ({
  amountRequested,
  currency,
  firstApproval: null,
});

describe('four-eyes approval', () => {
  it('converts with the fixed table and knows no other currency', () => {
    expect(usdEquivalent(1_000_000, 'USD')).toBe(1_000_000);
    expect(usdEquivalent(1_000_000, 'EUR')).toBe(1_100_000);
    expect(usdEquivalent(1_000_000, 'XYZ')).toBeUndefined();
  });

  it('needs a second approval only above the threshold’s equivalent', () => {
    const threshold = DEFAULT_SECOND_APPROVAL_THRESHOLD;
    expect(needsSecondApproval(1_000_000, 'USD', threshold)).toBe(false);
    expect(needsSecondApproval(1_000_001, 'USD', threshold)).toBe(true);
    // €9,500 is $10,450: above $10,000.
    expect(needsSecondApproval(950_000, 'EUR', threshold)).toBe(true);
    expect(needsSecondApproval(100, 'XYZ', threshold)).toBe(true);
  });

  it('completes below the threshold with one approval and waits above it', () => {
    expect(decideApproval(request(999_900), 'staff-ana', 1_000_000)).toEqual({
      outcome: 'complete',
    });
    expect(decideApproval(request(2_000_000), 'staff-ana', 1_000_000)).toEqual({
      outcome: 'wait',
    });
  });

  it('lets only another person complete an approval, never the first approver', () => {
    const awaiting = { ...request(2_000_000), firstApproval: ana };
    expect(decideApproval(awaiting, 'staff-bo', 1_000_000)).toEqual({ outcome: 'complete' });
    expect(decideApproval(awaiting, 'staff-ana', 1_000_000)).toEqual({
      outcome: 'refused',
      message: SAME_APPROVER_TEXT,
    });
    expect(mayActOnAwaitingApproval(ana, 'staff-ana')).toBe(false);
    expect(mayActOnAwaitingApproval(ana, 'staff-bo')).toBe(true);
  });
});
