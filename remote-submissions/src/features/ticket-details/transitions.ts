import {
  isFundingTransitionAllowed,
  mayActOnAwaitingApproval,
  SAME_APPROVER_TEXT,
  type FundingRequest,
  type FundingStatus,
} from '@backoffice/shared';
import { statusLabels } from '../../funding/labels';

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

/**
 * Why `status` cannot be chosen for the request as it now stands, or null when it can. The
 * buttons, the shortcuts and a dialog whose request changed under it ask the same question.
 */
export function decisionRefusal(
  request: Pick<FundingRequest, 'id' | 'status' | 'firstApproval'>,
  status: FundingStatus,
  me: string,
): string | null {
  const { firstApproval } = request;
  // Issue 21: while a second approval is awaited only another person completes it.
  if (firstApproval && !mayActOnAwaitingApproval(firstApproval, me)) return SAME_APPROVER_TEXT;
  if (firstApproval && status !== 'approved') return 'Approve it or send it back first';
  if (isFundingTransitionAllowed(request.status, status)) return null;
  const current = statusLabels[request.status].toLowerCase();
  return request.status === status
    ? `${request.id} is already ${current}.`
    : `${request.id} is ${current}: it cannot be ${statusLabels[status].toLowerCase()}.`;
}
