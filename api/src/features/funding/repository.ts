import type {
  FirstApproval,
  FundingRequest,
  FundingRequestSummary,
  FundingStatus,
  HistoryEntry,
  Note,
} from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';

export interface FundingSummaryRow {
  id: string;
  title: string;
  category: FundingRequestSummary['category'];
  amountRequested: number;
  amountRaised: number;
  currency: string;
  status: FundingStatus;
  requesterAnswered: boolean;
  version: number;
  firstApprovedById: string | null;
  firstApprovedByName: string | null;
  firstApprovedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  requesterId: string;
  requesterName: string;
  requesterEmail: string;
  requesterAvatarUrl: string | null;
}

const FUNDING_SUMMARY_COLUMNS = `f.id, f.title, f.category, f.amount_requested::float8 AS "amountRequested",
    f.amount_raised::float8 AS "amountRaised", f.currency, f.status,
    f.requester_answered_at IS NOT NULL AS "requesterAnswered", f.version,
    f.first_approved_by_id AS "firstApprovedById", f.first_approved_by_name AS "firstApprovedByName",
    f.first_approved_at AS "firstApprovedAt",
    f.created_at AS "createdAt", f.updated_at AS "updatedAt",
    m.id AS "requesterId", m.full_name AS "requesterName", m.email AS "requesterEmail",
    m.avatar_url AS "requesterAvatarUrl"`;

/** A summary's columns, and `extra` columns after them. */
export const fundingSummarySelect = (extra?: string) => `
  SELECT ${FUNDING_SUMMARY_COLUMNS}${extra ? `, ${extra}` : ''}
  FROM funding_requests f JOIN members m ON m.id = f.requester_id`;

export const FUNDING_SUMMARY_SELECT = fundingSummarySelect();

export function toFundingSummary(row: FundingSummaryRow): FundingRequestSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    amountRequested: row.amountRequested,
    amountRaised: row.amountRaised,
    currency: row.currency,
    status: row.status,
    requester: {
      id: row.requesterId,
      fullName: row.requesterName,
      email: row.requesterEmail,
      avatarUrl: row.requesterAvatarUrl,
    },
    requesterAnswered: row.requesterAnswered,
    version: row.version,
    firstApproval: toFirstApproval(row),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The first of two approvals, from the request's columns (null when none is awaited). */
export function toFirstApproval(row: {
  firstApprovedById: string | null;
  firstApprovedByName: string | null;
  firstApprovedAt: Date | null;
}): FirstApproval | null {
  if (!row.firstApprovedById || !row.firstApprovedAt) return null;
  return {
    by: { id: row.firstApprovedById, name: row.firstApprovedByName ?? '' },
    at: toIso(row.firstApprovedAt),
  };
}

export async function findFundingRequest(
  db: Queryable,
  id: string,
): Promise<FundingRequest | undefined> {
  const [row] = await db.query<
    FundingSummaryRow & { story: string; privateNote: string; approvals: FirstApproval[] | null }
  >(
    `SELECT s.*, f.story, f.private_note AS "privateNote", f.approvals
     FROM (${FUNDING_SUMMARY_SELECT} WHERE f.id = $1) s JOIN funding_requests f ON f.id = s.id`,
    [id],
  );
  if (!row) return undefined;
  const [documents, notes, history] = await Promise.all([
    db.query<FundingRequest['documents'][number]>(
      'SELECT id, name, url, kind FROM funding_documents WHERE funding_request_id = $1 ORDER BY position',
      [id],
    ),
    db.query<{
      id: string;
      content: string;
      authorId: string;
      authorName: string;
      createdAt: Date;
    }>(
      `SELECT id, content, author_id AS "authorId", author_name AS "authorName", created_at AS "createdAt"
       FROM funding_notes WHERE funding_request_id = $1 ORDER BY created_at, id`,
      [id],
    ),
    db.query<{
      at: Date;
      actor: string;
      action: string;
      fromStatus: FundingStatus | null;
      toStatus: FundingStatus | null;
      reason: string | null;
    }>(
      `SELECT at, actor, action, from_status AS "fromStatus", to_status AS "toStatus", reason
       FROM funding_history WHERE funding_request_id = $1 ORDER BY seq`,
      [id],
    ),
  ]);
  return {
    ...toFundingSummary(row),
    story: row.story,
    privateNote: row.privateNote,
    ...(row.approvals && { approvals: row.approvals }),
    documents,
    notes: notes.map(toNote),
    history: history.map((entry) => {
      const mapped: HistoryEntry = {
        at: toIso(entry.at),
        actor: entry.actor,
        action: entry.action,
      };
      if (entry.fromStatus) mapped.from = entry.fromStatus;
      if (entry.toStatus) mapped.to = entry.toStatus;
      if (entry.reason) mapped.reason = entry.reason;
      return mapped;
    }),
  };
}

export function toNote(row: {
  id: string;
  content: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}): Note {
  return {
    id: row.id,
    content: row.content,
    author: { id: row.authorId, name: row.authorName },
    createdAt: toIso(row.createdAt),
  };
}

export async function appendHistory(
  db: Queryable,
  fundingRequestId: string,
  entry: {
    at: Date;
    actor: string;
    action: string;
    from?: FundingStatus;
    to?: FundingStatus;
    reason?: string | undefined;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO funding_history (funding_request_id, at, actor, action, from_status, to_status, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      fundingRequestId,
      entry.at,
      entry.actor,
      entry.action,
      entry.from ?? null,
      entry.to ?? null,
      entry.reason || null,
    ],
  );
}
