import './zod-config';
import { z } from 'zod';
import { isoDateTime, minorUnits } from './common';

/**
 * Four-eyes approval. Approving a funding request whose amount is above the
 * owner's threshold needs two different people with the `decideFunding` permission: the first
 * approval leaves the request `under_review`, "approved by <name>, awaiting a second approval";
 * only another person completes it (→ `approved`) or sends it back (the approval is withdrawn
 * and it stays `under_review`). Nobody approves the same request twice. docs/funding-statuses.md.
 */

/**
 * "Equivalent" means converted to US dollars with this fixed table (dollars per one unit of the
 * currency), not a live rate: the rule must give the same answer today and in an audit next year.
 * Every currency here has two decimals, so minor units convert with the same rate. A currency the
 * table does not know always needs a second approval (the safe answer).
 */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.1,
  GBP: 1.25,
  CHF: 1.1,
  CAD: 0.75,
  AUD: 0.65,
};

/** The status change the rule applies to. */
export const FOUR_EYES_TARGET = 'approved' as const;

/**
 * Where a request waits for its second approval, and where sending it back leaves it: still
 * under review, its first approval withdrawn, so the next approval starts the count again.
 */
export const AWAITING_SECOND_APPROVAL_STATUS = 'under_review' as const;

/** $10,000 in cents: the threshold until an owner changes it. */
export const DEFAULT_SECOND_APPROVAL_THRESHOLD = 1_000_000;

/** The amount in US cents, or undefined for a currency the table does not know. */
export function usdEquivalent(amount: number, currency: string): number | undefined {
  const rate = USD_PER_UNIT[currency];
  return rate === undefined ? undefined : Math.round(amount * rate);
}

/** Above (not at) the threshold, or in an unknown currency, an approval needs a second person. */
export function needsSecondApproval(
  amount: number,
  currency: string,
  thresholdUsd: number,
): boolean {
  const usd = usdEquivalent(amount, currency);
  return usd === undefined || usd > thresholdUsd;
}

export const firstApprovalSchema = z.object({
  by: z.object({ id: z.string(), name: z.string() }),
  at: isoDateTime,
});
export type FirstApproval = z.infer<typeof firstApprovalSchema>;

export const awaitingSecondApprovalText = (firstApproverName: string) =>
  `Approved by ${firstApproverName}, awaiting a second approval`;

export const SAME_APPROVER_TEXT =
  'You gave the first approval: another reviewer must complete it or send it back';

/** Whoever gave the first approval may not complete it, send it back or change it otherwise. */
export function mayActOnAwaitingApproval(firstApproval: FirstApproval, personId: string): boolean {
  return firstApproval.by.id !== personId;
}

export type ApprovalDecision =
  /** The request becomes `approved`. */
  | { outcome: 'complete' }
  /** The first approval is recorded; the request waits for another person. */
  | { outcome: 'wait' }
  | { outcome: 'refused'; message: string };

/** What one person's approval does to a request (the one rule the api and the dashboard use). */
export function decideApproval(
  request: { amountRequested: number; currency: string; firstApproval: FirstApproval | null },
  approverId: string,
  thresholdUsd: number,
): ApprovalDecision {
  if (request.firstApproval) {
    return mayActOnAwaitingApproval(request.firstApproval, approverId)
      ? { outcome: 'complete' }
      : { outcome: 'refused', message: SAME_APPROVER_TEXT };
  }
  return needsSecondApproval(request.amountRequested, request.currency, thresholdUsd)
    ? { outcome: 'wait' }
    : { outcome: 'complete' };
}

/** The 409 for a status change other than approving while a second approval is awaited. */
export const completeOrSendBackText = (firstApproverName: string) =>
  `${awaitingSecondApprovalText(firstApproverName)}: approve it or send it back first`;

/**
 * Owner setting: approvals above this many US cents (equivalent) need a second person. The upper
 * bound is checked first, so an absurd amount reads as this rule, not as zod's safe-integer limit.
 */
export const approvalSettingsSchema = z.object({
  thresholdUsd: z
    .number()
    .max(100_000_000_000, 'The threshold is at most $1,000,000,000')
    .pipe(minorUnits),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

/** Sending an awaiting request back says why, so the first approver learns it. */
export const sendBackFundingSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why you send it back')
    .max(1000, 'A reason is at most 1000 characters'),
  version: z.number().int().positive().optional(),
});
