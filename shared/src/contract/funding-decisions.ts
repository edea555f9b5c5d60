import './zod-config';
import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './common';
import { historyEntrySchema, type FundingStatus } from './funding';

/**
 * The statuses a reviewer's status change decides (a move into review or back to pending is the
 * review's course, not a decision).
 */
export const decidingFundingStatuses = [
  'approved',
  'rejected',
  'needs_info',
  'funded',
  'closed',
] as const satisfies readonly FundingStatus[];

/**
 * One decision on a member's request, from the request's recorded history: a status change to a
 * deciding status (`status_changed`), a first of two approvals (`first_approval`) or its
 * withdrawal (`sent_back`). `id` is unique among every request's history.
 */
export const fundingDecisionSchema = historyEntrySchema.extend({
  id: z.string(),
  requestId: z.string(),
  title: z.string(),
});
export type FundingDecision = z.infer<typeof fundingDecisionSchema>;

/** `GET /funding-requests/dashboard/funding/decisions`: one requester's, newest first. */
export const fundingDecisionQuerySchema = z.object({
  requesterId: z.string().trim().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
});

export const fundingDecisionListSchema = z.object({
  items: z.array(fundingDecisionSchema),
  /** How many there are in all (`items` holds at most `limit` of them). */
  total: z.number().int().nonnegative(),
});
export type FundingDecisionList = z.infer<typeof fundingDecisionListSchema>;
