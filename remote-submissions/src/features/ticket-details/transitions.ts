import type { FundingStatus } from '@backoffice/shared';

/** The button a reviewer presses to move a request to each status. */
export const transitionLabels: Record<FundingStatus, string> = {
  pending: 'Move back to pending',
  under_review: 'Start review',
  needs_info: 'Ask the requester',
  approved: 'Approve',
  rejected: 'Reject',
  funded: 'Mark as funded',
  closed: 'Close request',
};

/** The note a rejection sends to the requester when the reviewer chooses to. */
export function rejectionNote(title: string, reason: string): string {
  return `Your funding request "${title}" was not approved. Reason: ${reason.trim()}`;
}
