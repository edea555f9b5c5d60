import {
  AWAITING_SECOND_APPROVAL_STATUS,
  decideApproval,
  FOUR_EYES_TARGET,
  isFundingTransitionAllowed,
  mayActOnAwaitingApproval,
  SAME_APPROVER_TEXT,
  type FundingRequest,
  type FundingStatus,
} from '@backoffice/shared';
import { statusLabels } from '../../lib/labels';

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
  // While a second approval is awaited only another person completes it.
  if (firstApproval && !mayActOnAwaitingApproval(firstApproval, me)) return SAME_APPROVER_TEXT;
  if (firstApproval && status !== 'approved') return 'Approve it or send it back first';
  if (isFundingTransitionAllowed(request.status, status)) return null;
  const current = statusLabels[request.status].toLowerCase();
  return request.status === status
    ? `${request.id} is already ${current}.`
    : `${request.id} is ${current}: it cannot be ${statusLabels[status].toLowerCase()}.`;
}

/**
 * What confirming the change does, said before the click. An approval goes through the contract's
 * four-eyes rule (decideApproval): above the threshold it only records the first of two approvals.
 * Until the threshold is known both outcomes are named, never the wrong one alone.
 */
export function describeTransition(
  request: Pick<FundingRequest, 'id' | 'amountRequested' | 'currency' | 'firstApproval'>,
  from: FundingStatus,
  to: FundingStatus,
  me: string,
  thresholdUsd: number | undefined,
): string {
  const move = `${request.id} moves from ${statusLabels[from]} to ${statusLabels[to]}.`;
  if (to !== FOUR_EYES_TARGET) return move;
  const waiting = statusLabels[AWAITING_SECOND_APPROVAL_STATUS];
  if (thresholdUsd === undefined) {
    return `${move} Above the second-approval threshold it records only the first approval instead, and ${request.id} stays ${waiting} until a second reviewer approves it.`;
  }
  const decision = decideApproval(request, me, thresholdUsd);
  if (decision.outcome === 'wait') {
    return `Records the first approval: ${request.id} is above the second-approval threshold, so it stays ${waiting} until a second reviewer approves it or sends it back.`;
  }
  return request.firstApproval
    ? `Gives the second approval after ${request.firstApproval.by.name}'s: ${move}`
    : move;
}
