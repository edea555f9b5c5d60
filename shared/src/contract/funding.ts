import './zod-config';
import { z } from 'zod';
import {
  currencyCode,
  dateRangeFields,
  dateRangeOrderIssue,
  isDateRangeInOrder,
  isoDateTime,
  listQuerySchema,
  minorUnits,
  ymdDate,
} from './common';
import { dueFields } from './due';
import { firstApprovalSchema } from './four-eyes';
import { defineList } from './lists';

export const fundingStatuses = [
  'pending',
  'under_review',
  'needs_info',
  'approved',
  'rejected',
  'funded',
  'closed',
] as const;
export const fundingStatusSchema = z.enum(fundingStatuses);
export type FundingStatus = z.infer<typeof fundingStatusSchema>;

export const fundingCategories = [
  'medical',
  'education',
  'housing',
  'emergency',
  'community',
  'other',
] as const;
export const fundingCategorySchema = z.enum(fundingCategories);
export type FundingCategory = z.infer<typeof fundingCategorySchema>;

/**
 * docs/design.md §3: the only status changes a funding request allows. `needs_info`:
 * the reviewer asked the requester a question; the requester's answer moves it back to
 * `under_review` (the same transition a reviewer may make by hand).
 */
export const fundingTransitions: Readonly<Record<FundingStatus, readonly FundingStatus[]>> = {
  pending: ['under_review', 'needs_info', 'approved', 'rejected'],
  under_review: ['approved', 'rejected', 'pending', 'needs_info'],
  needs_info: ['under_review', 'rejected'],
  approved: ['funded', 'closed'],
  rejected: ['under_review'],
  funded: ['closed'],
  closed: [],
};

export function allowedFundingTransitions(from: FundingStatus): readonly FundingStatus[] {
  return fundingTransitions[from];
}

export function isFundingTransitionAllowed(from: FundingStatus, to: FundingStatus): boolean {
  return fundingTransitions[from].includes(to);
}

/**
 * Rejecting needs a reason (docs/design.md §3); asking for information needs the question, which
 * is sent to the requester as a note. The text is what a person reads when it is missing.
 */
const missingReasonTexts: Partial<Record<FundingStatus, string>> = {
  rejected: 'A reason is required to reject a request',
  needs_info: 'Write the question for the requester',
};

export function fundingTransitionNeedsReason(to: FundingStatus): boolean {
  return to in missingReasonTexts;
}

export function missingReasonText(to: FundingStatus): string {
  return missingReasonTexts[to] ?? 'A reason is required';
}

/**
 * The requests a reviewer should look at next: the pending ones and those whose
 * requester answered a question (`requesterAnswered`, marked on the row, not moved). Without a
 * sort the api lists it oldest first by submission, so nothing waits unseen at the back.
 */
export const FUNDING_REVIEW_QUEUE = 'review';

/** The requests awaiting a second approval that the caller may give (someone else's first). */
export const FUNDING_SECOND_APPROVAL_QUEUE = 'second_approval';

/** The requests under review whose review the caller started ("In review by me"). */
export const FUNDING_IN_REVIEW_BY_ME_QUEUE = 'in_review_by_me';

export const requesterSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});

export const fundingDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  kind: z.string(),
});

export const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  createdAt: isoDateTime,
});
export type Note = z.infer<typeof noteSchema>;

export const historyEntrySchema = z.object({
  at: isoDateTime,
  actor: z.string(),
  action: z.string(),
  from: fundingStatusSchema.optional(),
  to: fundingStatusSchema.optional(),
  reason: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const fundingRequestSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: fundingCategorySchema,
  amountRequested: minorUnits,
  amountRaised: minorUnits,
  currency: currencyCode,
  status: fundingStatusSchema,
  requester: requesterSchema,
  /** The requester answered a question and no reviewer has changed the status since. */
  requesterAnswered: z.boolean(),
  /** Raised by every change; an update naming an older one is refused with 409. */
  version: z.number().int().positive(),
  /** The first of two approvals (four-eyes.ts); null when none is awaiting a second. */
  firstApproval: firstApprovalSchema.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The review target (due.ts), on list items of requests awaiting a decision. */
  ...dueFields,
});
export type FundingRequestSummary = z.infer<typeof fundingRequestSummarySchema>;

export const fundingRequestSchema = fundingRequestSummarySchema.extend({
  story: z.string(),
  documents: z.array(fundingDocumentSchema),
  notes: z.array(noteSchema),
  privateNote: z.string(),
  history: z.array(historyEntrySchema),
  /**
   * Who approved it, oldest first: both people of a completed four-eyes approval, or the one
   * whose approval sufficed. Absent until it is approved.
   */
  approvals: z.array(firstApprovalSchema).optional(),
});
export type FundingRequest = z.infer<typeof fundingRequestSchema>;

/** The submissions list's sortable and filterable fields (see `defineList`). */
export const fundingList = defineList({
  sortFields: ['createdAt', 'updatedAt', 'amountRequested', 'status', 'dueAt'],
  filters: {
    status: fundingStatusSchema.optional(),
    category: fundingCategorySchema.optional(),
    ...dateRangeFields,
    requesterId: z.string().optional(),
    queue: z
      .enum([FUNDING_REVIEW_QUEUE, FUNDING_SECOND_APPROVAL_QUEUE, FUNDING_IN_REVIEW_BY_ME_QUEUE])
      .optional(),
  },
});

export const fundingListQuerySchema = fundingList.query.refine(
  isDateRangeInOrder,
  dateRangeOrderIssue,
);

/**
 * The summary counts what the list would show: its days, search, category and requester. Not its
 * status or queue: the counts are those of the status and queue tabs, each its own.
 */
export const fundingSummaryQuerySchema = z
  .object({
    ...dateRangeFields,
    search: listQuerySchema.shape.search,
    category: fundingCategorySchema.optional(),
    requesterId: z.string().optional(),
  })
  .refine(isDateRangeInOrder, dateRangeOrderIssue);

const count = z.number().int().nonnegative();

export const fundingSummarySchema = z.object({
  total: count,
  byStatus: z.record(fundingStatusSchema, count),
  /** The caller's queues (the list's `queue`), counted with the same filters; perDay is not. */
  byQueue: z
    .object({
      [FUNDING_REVIEW_QUEUE]: count,
      [FUNDING_SECOND_APPROVAL_QUEUE]: count,
      [FUNDING_IN_REVIEW_BY_ME_QUEUE]: count,
    })
    .optional(),
  amountRequested: minorUnits,
  amountRaised: minorUnits,
  currency: currencyCode,
  perDay: z.array(z.object({ date: ymdDate, count })),
});
export type FundingSummary = z.infer<typeof fundingSummarySchema>;

export const fundingDetailQuerySchema = z.object({ id: z.string().min(1, 'id is required') });

/** A status change that needs a reason (or question) names the missing field. */
function requireReason(
  body: { status: FundingStatus; reason?: string | undefined },
  context: z.RefinementCtx,
) {
  if (fundingTransitionNeedsReason(body.status) && !body.reason) {
    context.addIssue({ code: 'custom', message: missingReasonText(body.status), path: ['reason'] });
  }
}

const REASON_MAX_LENGTH = 1000;
/** A status change's reason or comment; too long reads as this rule, not as zod's "Too big". */
const decisionReason = z
  .string()
  .trim()
  .max(REASON_MAX_LENGTH, `A reason is at most ${REASON_MAX_LENGTH} characters`);

/** The version an update was based on (optional: docs/design.md's bodies stay valid without it). */
const basedOnVersion = z.number().int().positive().optional();

export const updateFundingRequestSchema = z
  .object({
    status: fundingStatusSchema,
    reason: decisionReason.optional(),
    version: basedOnVersion,
  })
  .superRefine(requireReason);

export const NOTE_MAX_LENGTH = 2000;
export const PRIVATE_NOTE_MAX_LENGTH = 5000;

export const sendNoteSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Write a note first')
    .max(NOTE_MAX_LENGTH, `A note is at most ${NOTE_MAX_LENGTH} characters`),
});
export type SendNote = z.infer<typeof sendNoteSchema>;

export const privateNoteSchema = z.object({
  version: basedOnVersion,
  note: z
    .string()
    .max(
      PRIVATE_NOTE_MAX_LENGTH,
      `The private note is at most ${PRIVATE_NOTE_MAX_LENGTH} characters`,
    ),
});
export type PrivateNote = z.infer<typeof privateNoteSchema>;

/** The requester's answer to a reviewer's question (member side). */
export const answerFundingRequestSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'Write your answer first')
    .max(NOTE_MAX_LENGTH, `An answer is at most ${NOTE_MAX_LENGTH} characters`),
});

/** A member submits a funding request (member side; the simulator and the e2e suites use it). */
export const submitFundingRequestSchema = z.object({
  title: z.string().trim().min(3, 'A title is at least 3 characters').max(120),
  story: z.string().trim().min(1, 'Tell the story first').max(5000),
  category: fundingCategorySchema,
  amountRequested: minorUnits.refine((amount) => amount > 0, 'Ask for more than 0'),
});

/** The most requests one bulk call may change; the dashboard sends larger sets in turns. */
export const BULK_MAX_ITEMS = 100;

export const bulkUpdateFundingSchema = z
  .object({
    ids: z
      .array(z.string().min(1))
      .min(1, 'Select at least one request')
      .max(BULK_MAX_ITEMS, `At most ${BULK_MAX_ITEMS} requests at a time`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each request at most once'),
    status: fundingStatusSchema,
    reason: decisionReason.optional(),
  })
  .superRefine(requireReason);

/** One request's outcome in a bulk change: changed, or skipped with why (nothing else changed). */
export const bulkItemResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    id: z.string(),
    outcome: z.literal('changed'),
    from: fundingStatusSchema,
    to: fundingStatusSchema,
  }),
  /** An approval above the threshold, recorded as the first of two (four-eyes.ts). */
  z.object({
    id: z.string(),
    outcome: z.literal('awaiting_second_approval'),
    from: fundingStatusSchema,
    to: fundingStatusSchema,
  }),
  z.object({
    id: z.string(),
    outcome: z.literal('skipped'),
    reason: z.enum(['not_allowed', 'not_found', 'same_approver']),
    /** The status it stayed in, when it exists. */
    from: fundingStatusSchema.optional(),
    message: z.string(),
  }),
]);
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

export const bulkUpdateResultSchema = z.object({ results: z.array(bulkItemResultSchema) });
