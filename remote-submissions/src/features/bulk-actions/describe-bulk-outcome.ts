import type { BulkItemResult, FundingStatus } from '@backoffice/shared';
import { statusLabels } from '../../lib/labels';

const pastTense: Partial<Record<FundingStatus, string>> = {
  approved: 'approved',
  rejected: 'rejected',
  under_review: 'moved to review',
};

/** Why one request was skipped, as a person reads it ("not allowed from Funded"). */
export function skipReason(result: Extract<BulkItemResult, { outcome: 'skipped' }>): string {
  if (result.reason === 'not_found') return 'not found';
  if (result.reason === 'same_approver') return 'you gave the first approval';
  return result.from ? `not allowed from ${statusLabels[result.from]}` : 'not allowed';
}

/**
 * One line for a bulk change's answer: "18 approved, 2 skipped: not allowed from Funded". With
 * several reasons each is counted ("3 skipped: 2 not allowed from Funded, 1 not found").
 * Approvals above the four-eyes threshold are counted on their own: "16 approved,
 * 2 awaiting a second approval".
 */
export function describeBulkOutcome(results: readonly BulkItemResult[], to: FundingStatus): string {
  const changed = results.filter((result) => result.outcome === 'changed').length;
  const awaiting = results.filter((result) => result.outcome === 'awaiting_second_approval').length;
  const verb = pastTense[to] ?? `moved to ${statusLabels[to]}`;
  const done = `${changed} ${verb}${awaiting ? `, ${awaiting} awaiting a second approval` : ''}`;
  const reasons = new Map<string, number>();
  for (const result of results) {
    if (result.outcome !== 'skipped') continue;
    const reason = skipReason(result);
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const skipped = results.length - changed - awaiting;
  if (skipped === 0) return done;
  const why =
    reasons.size === 1
      ? [...reasons.keys()][0]
      : [...reasons].map(([reason, count]) => `${count} ${reason}`).join(', ');
  return `${done}, ${skipped} skipped: ${why}`;
}
