import { decidingFundingStatuses, type FundingDecisionList } from '@backoffice/shared/contract';
import type { FundingStatus } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import type { HandlerInput } from '../../http/handlers';

interface DecisionRow {
  id: string;
  requestId: string;
  title: string;
  at: Date | string;
  actor: string;
  action: string;
  fromStatus: FundingStatus | null;
  toStatus: FundingStatus | null;
  reason: string | null;
  total: number;
}

/**
 * One requester's decisions, newest first, from their requests' history (every one recorded, so a
 * first approval and the second, or a send-back and the approval after it, each show): one
 * statement for all their requests.
 */
export async function listFundingDecisions(
  db: Queryable,
  query: HandlerInput<'fundingDecisions'>['query'],
): Promise<FundingDecisionList> {
  const rows = await db.query<DecisionRow>(
    `SELECT h.seq::text AS id, f.id AS "requestId", f.title, h.at, h.actor, h.action,
       h.from_status AS "fromStatus", h.to_status AS "toStatus", h.reason,
       count(*) OVER ()::int AS total
     FROM funding_history h
     JOIN funding_requests f ON f.id = h.funding_request_id
     WHERE f.requester_id = $1
       AND (h.action IN ('first_approval', 'sent_back')
         OR (h.action = 'status_changed' AND h.to_status = ANY($2::text[])))
     ORDER BY h.at DESC, h.seq DESC
     LIMIT $3`,
    [query.requesterId, decidingFundingStatuses, query.limit],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      requestId: row.requestId,
      title: row.title,
      at: toIso(row.at),
      actor: row.actor,
      action: row.action,
      ...(row.fromStatus && { from: row.fromStatus }),
      ...(row.toStatus && { to: row.toStatus }),
      ...(row.reason && { reason: row.reason }),
    })),
    total: rows[0]?.total ?? 0,
  };
}
