import { auditEntryFixture } from '@backoffice/shared/testing';
import type { AuditEntry } from '../contract';
import {
  auditEntityText,
  changeValues,
  describeChange,
  describeChangeLine,
} from './describe-change';

const entry = (overrides: Partial<AuditEntry>) =>
  auditEntryFixture({
    kind: 'coupon.create',
    entity: { type: 'coupon', id: 'cpn_1' },
    before: null,
    after: null,
    ...overrides,
  });

const lines = (value: AuditEntry) =>
  describeChange(value).map((change) => `${change.label}: ${changeValues(change)}`);

describe('describeChange', () => {
  it('reads money, percentages, limits, dates and statuses as a person would', () => {
    expect(
      lines(
        entry({
          after: {
            code: 'SPRING',
            discountType: 'fixed',
            value: 2500,
            currency: 'USD',
            maxRedemptions: null,
            expiresAt: '2026-12-31T23:00:00.000Z',
          },
        }),
      ),
    ).toEqual([
      'Code: SPRING',
      'Discount type: Fixed amount',
      'Discount: $25.00',
      'Currency: USD',
      'Maximum redemptions: No limit',
      expect.stringMatching(/^Expires: (31 Dec|1 Jan) 202[67], \d\d:\d\d$/),
    ]);
    expect(lines(entry({ after: { discountType: 'percent', value: 15 } }))).toContain(
      'Discount: 15%',
    );
    expect(
      lines(
        entry({
          kind: 'member.update',
          entity: { type: 'member', id: 'mem_1' },
          before: { status: 'active', verified: false },
          after: { status: 'suspended', verified: true },
        }),
      ),
    ).toEqual(['Status: Active → Suspended', 'Verified: No → Yes']);
  });

  it('never throws on shapes nobody planned for', () => {
    const odd = entry({
      before: { constructor: null, amount: Number.NaN },
      after: {
        constructor: 'x',
        amount: 12345,
        tags: ['a', 'b'],
        status: 'teleported',
        value: 10,
        discountType: 'fixed',
        currency: 'NOT-A-CURRENCY',
      },
    });
    expect(lines(odd)).toEqual([
      'Constructor: — → x',
      'Amount: NaN → 12,345',
      'Tags: ["a","b"]',
      'Status: teleported',
      'Discount: 10',
      'Discount type: Fixed amount',
      'Currency: NOT-A-CURRENCY',
    ]);
    expect(describeChange(entry({ before: null, after: null }))).toEqual([]);
  });
});

describe('describeChangeLine', () => {
  it('puts the readable changes on one line, for a table cell or a CSV field', () => {
    const decision = entry({
      kind: 'funding.status',
      entity: { type: 'funding_request', id: 'FR-00012' },
      before: { status: 'under_review' },
      after: { status: 'approved', firstApprovalBy: 'Riley Reviewer' },
    });
    expect(describeChangeLine(decision)).toBe(
      'Status: Under review → Approved; First approval by: Riley Reviewer',
    );
    expect(describeChangeLine(entry({}))).toBe('');
  });
});

describe('the approval threshold and entity names in people’s words', () => {
  it('names the threshold as its page does, in dollars (it is recorded in cents)', () => {
    const change = entry({
      kind: 'settings.approval',
      entity: { type: 'setting', id: 'approval_threshold_usd', name: 'Approval threshold' },
      before: { thresholdUsd: 1_000_000 },
      after: { thresholdUsd: 2_500_000 },
    });
    expect(describeChangeLine(change)).toBe('Approval threshold: $10,000.00 → $25,000.00');
    expect(auditEntityText(change.entity)).toBe('Approval threshold');
  });

  it('names a record by its name, and by its id once it has none', () => {
    expect(auditEntityText({ type: 'coupon', id: 'cpn-229bcb24', name: 'SPRING10' })).toBe(
      'Coupon SPRING10',
    );
    expect(auditEntityText({ type: 'staff', id: 'ADM-678c5a64', name: 'Alex Admin' })).toBe(
      'Staff account Alex Admin',
    );
    expect(auditEntityText({ type: 'coupon', id: 'cpn-229bcb24' })).toBe('Coupon cpn-229bcb24');
  });
});
