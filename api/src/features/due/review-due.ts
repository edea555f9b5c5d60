import type { FundingRequestSummary, FundingStatus } from '@backoffice/shared/contract';
import { toIso } from '../../db/database';

/** Requests awaiting a decision; `needs_info` among them with its clock paused. */
const AWAITING_DECISION: readonly FundingStatus[] = ['pending', 'under_review', 'needs_info'];
const AWAITING_SQL = AWAITING_DECISION.map((status) => `'${status}'`).join(', ');

/**
 * `sort=dueAt` of the funding list in SQL: the submission moved later by the time spent in needs
 * info (`review_clock_at`, kept by migration 052's triggers), which orders requests as `dueState`
 * dates them (one target for all); null (last) for requests paused in needs info or already
 * decided. api/test/due.test.ts checks the two agree.
 */
export const REVIEW_DUE_ORDER = `CASE WHEN f.status IN ('pending', 'under_review') THEN f.review_clock_at END`;

/**
 * The list's `dueAt` and `overdue` columns for a decision target of `targetMinutes`: the clock's
 * due moment while it runs, null while paused; overdue once now is past it, or, while paused, if
 * the pause began past it. Null for decided requests. The target is written into the SQL (an
 * integer), not a parameter, so the page's count-only fallback takes the same parameters.
 */
export function reviewDueColumns(targetMinutes: number): string {
  const due = `f.review_clock_at + ${Math.trunc(targetMinutes)} * interval '1 minute'`;
  return `CASE WHEN f.status IN (${AWAITING_SQL}) AND f.review_paused_at IS NULL THEN ${due} END AS "dueAt",
    CASE WHEN f.status IN (${AWAITING_SQL}) THEN COALESCE(f.review_paused_at, now()) > ${due} END AS "overdue"`;
}

export interface ReviewDueRow {
  dueAt: Date | null;
  overdue: boolean | null;
}

/** The review clock's dueAt and overdue on a list item awaiting a decision; nothing on others. */
export function withReviewDue(
  item: FundingRequestSummary,
  row: ReviewDueRow,
): FundingRequestSummary {
  if (!AWAITING_DECISION.includes(item.status)) return item;
  return { ...item, dueAt: row.dueAt && toIso(row.dueAt), overdue: row.overdue === true };
}

/**
 * When a page of the list goes stale by the clock alone: the first moment one of its running
 * clocks falls due (epoch ms), or undefined when none is still to fall due.
 */
export function nextFallingDue(items: readonly FundingRequestSummary[]): number | undefined {
  const moments = items
    .filter((item) => item.dueAt && !item.overdue)
    .map((item) => Date.parse(item.dueAt!));
  // Its stored moment has microseconds the ISO text drops: stale from the next millisecond.
  return moments.length ? Math.min(...moments) + 1 : undefined;
}
