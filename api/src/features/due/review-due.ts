import {
  dueState,
  type ClockPause,
  type DueTargets,
  type FundingRequestSummary,
  type FundingStatus,
} from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';

/** Requests awaiting a decision; `needs_info` among them with its clock paused. */
const AWAITING_DECISION: readonly FundingStatus[] = ['pending', 'under_review', 'needs_info'];

/** The end of the needs-info span that history row `s` started: the next change out of it. */
const PAUSE_END = `(SELECT min(e.at) FROM funding_history e
  WHERE e.funding_request_id = s.funding_request_id AND e.seq > s.seq
    AND e.from_status = 'needs_info')`;

/**
 * `sort=dueAt` of the funding list in SQL: the submission time plus the time spent in needs info,
 * which orders requests as `dueState` dates them (one target for all); null (last) for requests
 * paused in needs info or already decided. api/test/due.test.ts checks the two agree.
 */
export const REVIEW_DUE_ORDER = `CASE WHEN f.status IN ('pending', 'under_review') THEN
  f.created_at + (SELECT COALESCE(sum(COALESCE(${PAUSE_END}, now()) - s.at), interval '0')
    FROM funding_history s WHERE s.funding_request_id = f.id AND s.to_status = 'needs_info')
  END`;

/** The review clock's dueAt and overdue on each list item awaiting a decision. */
export async function withReviewDue(
  db: Queryable,
  items: FundingRequestSummary[],
  targets: DueTargets,
  now: Date,
): Promise<FundingRequestSummary[]> {
  const open = items.filter((item) => AWAITING_DECISION.includes(item.status));
  if (!open.length) return items;
  const rows = await db.query<{ id: string; from: Date; to: Date | null }>(
    `SELECT s.funding_request_id AS id, s.at AS "from", ${PAUSE_END} AS "to"
     FROM funding_history s
     WHERE s.to_status = 'needs_info'
       AND s.funding_request_id IN (SELECT jsonb_array_elements_text($1::jsonb))
     ORDER BY s.seq`,
    [JSON.stringify(open.map((item) => item.id))],
  );
  const pauses = new Map<string, ClockPause[]>();
  for (const row of rows) {
    const pause = { from: toIso(row.from), to: row.to === null ? null : toIso(row.to) };
    pauses.set(row.id, [...(pauses.get(row.id) ?? []), pause]);
  }
  return items.map((item) =>
    AWAITING_DECISION.includes(item.status)
      ? {
          ...item,
          ...dueState(
            { startedAt: item.createdAt, pauses: pauses.get(item.id) ?? [] },
            targets.reviewDecisionMinutes,
            now,
          ),
        }
      : item,
  );
}
