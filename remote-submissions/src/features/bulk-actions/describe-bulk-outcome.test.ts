import type { BulkItemResult } from '@backoffice/shared';
import { describeBulkOutcome } from './describe-bulk-outcome';

const changed = (id: string): BulkItemResult => ({
  id,
  outcome: 'changed',
  from: 'pending',
  to: 'approved',
});
const notAllowed = (id: string, from: 'funded' | 'closed'): BulkItemResult => ({
  id,
  outcome: 'skipped',
  reason: 'not_allowed',
  from,
  message: `Cannot change a ${from} request to approved`,
});

describe('describeBulkOutcome', () => {
  it('counts the changed and names the one reason for the skipped', () => {
    const results = [
      ...Array.from({ length: 18 }, (_, index) => changed(`FR-${index}`)),
      notAllowed('FR-a', 'funded'),
      notAllowed('FR-b', 'funded'),
    ];
    expect(describeBulkOutcome(results, 'approved')).toBe(
      '18 approved, 2 skipped: not allowed from Funded',
    );
  });

  it('counts each reason when there are several, and says only the change when none skipped', () => {
    const results: BulkItemResult[] = [
      changed('FR-1'),
      notAllowed('FR-2', 'funded'),
      notAllowed('FR-3', 'closed'),
      {
        id: 'FR-4',
        outcome: 'skipped',
        reason: 'not_found',
        message: 'Funding request FR-4 not found',
      },
    ];
    expect(describeBulkOutcome(results, 'rejected')).toBe(
      '1 rejected, 3 skipped: 1 not allowed from Funded, 1 not allowed from Closed, 1 not found',
    );
    expect(describeBulkOutcome([changed('FR-1')], 'under_review')).toBe('1 moved to review');
  });

  it('counts approvals awaiting a second approval apart from the approved and the skipped', () => {
    const results: BulkItemResult[] = [
      changed('FR-1'),
      { id: 'FR-2', outcome: 'awaiting_second_approval', from: 'pending', to: 'under_review' },
      { id: 'FR-3', outcome: 'awaiting_second_approval', from: 'pending', to: 'under_review' },
      {
        id: 'FR-4',
        outcome: 'skipped',
        reason: 'same_approver',
        from: 'under_review',
        message: 'You gave the first approval',
      },
    ];
    expect(describeBulkOutcome(results, 'approved')).toBe(
      '1 approved, 2 awaiting a second approval, 1 skipped: you gave the first approval',
    );
  });
});
